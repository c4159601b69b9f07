"""What the AT-SPI2 test clients share: finding the application on the desktop, walking its
objects, finding one by role and name, and printing JSON pairs for the Swift test to read."""
import json
import time

import pyatspi


def out(key, value):
    print(json.dumps([key, value]), flush=True)


def find_app(name, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name:
                return app
        time.sleep(0.1)
    return None


def descendants(node):
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is None:
            continue
        yield child
        yield from descendants(child)


def find(root, role, prefix=None, seconds=5):
    """The first object of `role` whose name starts with `prefix`, waited for up to `seconds`."""
    deadline = time.time() + seconds
    while True:
        for node in descendants(root):
            if node.getRoleName() == role and (prefix is None or node.name.startswith(prefix)):
                return node
        if time.time() >= deadline:
            return None
        time.sleep(0.1)


def open_scene(app, title):
    """Picks a scene in xdemo's catalog as a user would: focuses the sidebar's search field, types
    the scene's title (the list narrows to it), then clicks its row."""
    search = find(app, "entry", "Search")
    if search is None:
        return False
    search.queryComponent().grabFocus()   # the search starts as the field takes the focus
    time.sleep(0.2)
    search.queryEditableText().setTextContents(title)
    row = find(app, "list item", title)
    if row is None:
        return False
    row.queryAction().doAction(0)
    time.sleep(0.5)
    return True

