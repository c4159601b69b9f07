#!/usr/bin/python3
"""Walks and drives xdemo's controls and form scenes over AT-SPI2 with pyatspi (R-A11Y1): picks a
scene in the catalog (its search field, then its row), then reads and acts on what the scene shows — a button pressed, a
switch flipped, a slider set, a name typed into the form's field.

Usage: atspi_demo.py. Prints one JSON pair per line: ["what", value]."""
import sys
import time

from atspi_support import find, find_app, open_scene, out


def press(node):
    node.queryAction().doAction(0)
    time.sleep(0.3)


app = find_app("xdemo")
if app is None:
    out("error", "xdemo not found")
    sys.exit(1)
out("app", [app.name, app.getChildAtIndex(0).getRoleName()])

# Scene 11: controls.
out("opened", open_scene(app, "Controls and target-action"))
button = find(app, "push button", "Press me")
out("button", button.name if button else None)
press(button)
switch = find(app, "toggle button")
press(switch)
out("switch", "checked" in str(switch.getState().getStates()).lower())
slider = find(app, "slider")
slider.queryValue().currentValue = 0.25
time.sleep(0.3)
out("slider", round(slider.queryValue().currentValue, 2))

# Scene 17: the form.
open_scene(app, "A form: fields, notes and the clipboard")
name = find(app, "entry", "Your name")
out("name.role", name.getRoleName() if name else None)
name.queryEditableText().setTextContents("Grace")
time.sleep(0.3)
out("name.text", name.queryText().getText(0, -1))
password = find(app, "password text")
out("password", password.name if password else None)
notes = find(app, "text")
out("notes", notes.queryText().getText(0, 5) if notes else None)
out("done", True)
