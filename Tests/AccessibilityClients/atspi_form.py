#!/usr/bin/python3
"""Drives an XResponder application over AT-SPI2 with pyatspi, the library Orca and dogtail use
(R-A11Y1): walks the tree, reads roles, names, states, values and text, and acts — presses a
button, sets a slider, types into a field, flips a switch. Then, in step with the test (a line on
stdin between phases), counts the children while the app adds and removes 100 buttons and asks a
removed one for its name, which must fail.

Usage: atspi_form.py APP_NAME. Prints one JSON pair per line: ["what", value]."""
import sys
import time

import pyatspi

from atspi_support import find, find_app, out


def states(node):
    return sorted(str(state).split("STATE_")[-1].split(" ")[0].lower() for state in node.getState().getStates())


app = find_app(sys.argv[1])
if app is None:
    out("error", "application not found")
    sys.exit(1)
out("app", [app.getRoleName(), app.childCount, app.getChildAtIndex(0).getRoleName()])

heading = find(app, "heading")
out("heading", heading.name if heading else None)
save = find(app, "push button", "Save")
out("save", [save.name, states(save), save.queryAction().getName(0)])
extents = save.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
out("save.extents", [extents.x, extents.y, extents.width, extents.height])

name = find(app, "entry", "Name")
name.queryEditableText().setTextContents("Ada")
time.sleep(0.2)
text = name.queryText()
out("name.text", [text.getText(0, -1), text.characterCount])

password = find(app, "password text")
out("password", [password.name, password.queryText().getText(0, -1)])

slider = find(app, "slider")
value = slider.queryValue()
out("slider", [value.minimumValue, value.maximumValue, value.currentValue])
value.currentValue = 0.6
time.sleep(0.2)
out("slider.after", [round(value.currentValue, 3), slider.queryValue().currentValue])

switch = find(app, "toggle button")
switch.queryAction().doAction(0)
time.sleep(0.2)
out("switch", states(switch))

save.queryAction().doAction(0)
time.sleep(0.3)
result = find(app, "label", "Saved Ada")
out("result", result.name if result else None)

frame = app.getChildAtIndex(0)
out("ready", frame.childCount)
sys.stdin.readline()
out("with100", frame.childCount)
extra = find(app, "push button", "Extra 7")
out("extra", extra.name if extra else None)
out("ready2", True)
sys.stdin.readline()
out("after", frame.childCount)
try:
    out("stale", extra.getRoleName())   # a call, not a cached property: the app must answer
except Exception:
    out("stale", "gone")
