#!/usr/bin/python3
"""Moves xdemo to its form scene and gives the name field the keyboard focus over AT-SPI2
(the catalog's search and the scene's row, Component.grabFocus on the field), so that a screen reader running
beside it speaks the field. Prints ["focused", true] when done."""
import time

from atspi_support import find, find_app, open_scene, out

app = find_app("xdemo")
open_scene(app, "A form: fields, notes and the clipboard")
field = find(app, "entry", "Your name")
out("focused", field.queryComponent().grabFocus())
time.sleep(3)
