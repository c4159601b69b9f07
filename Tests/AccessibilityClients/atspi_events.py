#!/usr/bin/python3
"""Listens to an XResponder application's AT-SPI2 events with pyatspi, as Orca does (R-A11Y1):
registers for focus, state, text, caret, value and children events, walks the tree once (so the
application knows what the client has seen), says "listening", then prints every event until a
"stop" line arrives on stdin.

Usage: atspi_events.py APP_NAME. Prints JSON pairs: ["listening", n], ["event", [type, detail1,
detail2, role, name]]."""
import sys
import time

import pyatspi
from gi.repository import GLib

from atspi_support import find_app, out


def on_event(event):
    try:
        role, name = event.source.getRoleName(), event.source.name
    except Exception:
        role, name = "?", "?"
    out("event", [event.type, event.detail1, event.detail2, role, name])


for kind in ["focus:", "object:state-changed:focused", "object:state-changed:checked", "object:text-changed:insert",
             "object:text-caret-moved", "object:children-changed", "object:property-change:accessible-value"]:
    pyatspi.Registry.registerEventListener(on_event, kind)
time.sleep(0.5)

app = find_app(sys.argv[1])


def walk(node):
    count = 1
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            child.name, child.getState()
            count += walk(child)
    return count


out("listening", walk(app) if app else 0)


def on_stdin(source, condition):
    if "stop" in sys.stdin.readline():
        pyatspi.Registry.stop()
        return False
    return True


GLib.io_add_watch(sys.stdin, GLib.IO_IN, on_stdin)
GLib.timeout_add_seconds(30, lambda: pyatspi.Registry.stop())
pyatspi.Registry.start()
