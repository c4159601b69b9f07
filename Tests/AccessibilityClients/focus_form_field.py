#!/usr/bin/python3
"""Moves xdemo to its form scene and gives the name field the keyboard focus over AT-SPI2
(Action on the scene's button, Component.grabFocus on the field), so that a screen reader running
beside it speaks the field. Prints ["focused", true] when done."""
import time

from atspi_support import find, find_app, out

app = find_app("xdemo")
find(app, "push button", "17 ·").queryAction().doAction(0)
time.sleep(0.5)
field = find(app, "entry", "Your name")
out("focused", field.queryComponent().grabFocus())
time.sleep(3)
