#!/usr/bin/python3
"""Moves xdemo to its form scene and gives the name field the keyboard focus over AT-SPI2
(Action on the scene's button, Component.grabFocus on the field), so that a screen reader running
beside it speaks the field. Prints ["focused", true] when done."""
import json
import sys
import time

import pyatspi


def descendants(node):
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield child
            yield from descendants(child)


def find(root, role, prefix, seconds=10):
    deadline = time.time() + seconds
    while time.time() < deadline:
        for node in descendants(root):
            if node.getRoleName() == role and node.name.startswith(prefix):
                return node
        time.sleep(0.1)
    return None


app = None
deadline = time.time() + 20
while app is None and time.time() < deadline:
    desktop = pyatspi.Registry.getDesktop(0)
    app = next((desktop.getChildAtIndex(i) for i in range(desktop.childCount)
                if desktop.getChildAtIndex(i) is not None and desktop.getChildAtIndex(i).name == "xdemo"), None)
    time.sleep(0.1)
find(app, "push button", "17 ·").queryAction().doAction(0)
time.sleep(0.5)
field = find(app, "entry", "Your name")
print(json.dumps(["focused", field.queryComponent().grabFocus()]), flush=True)
time.sleep(3)
