#ifndef XRESPONDER_CDBUS_SHIM_H
#define XRESPONDER_CDBUS_SHIM_H

// libdbus, the reference D-Bus library: the accessibility bridge talks AT-SPI2 through it.
#include <dbus/dbus.h>

// libdbus defines its type codes as casts ((int) 's'), which Swift cannot import: the same values
// as constants.
static const int XR_DBUS_TYPE_INVALID = DBUS_TYPE_INVALID;
static const int XR_DBUS_TYPE_BOOLEAN = DBUS_TYPE_BOOLEAN;
static const int XR_DBUS_TYPE_INT16 = DBUS_TYPE_INT16;
static const int XR_DBUS_TYPE_INT32 = DBUS_TYPE_INT32;
static const int XR_DBUS_TYPE_UINT32 = DBUS_TYPE_UINT32;
static const int XR_DBUS_TYPE_DOUBLE = DBUS_TYPE_DOUBLE;
static const int XR_DBUS_TYPE_STRING = DBUS_TYPE_STRING;
static const int XR_DBUS_TYPE_OBJECT_PATH = DBUS_TYPE_OBJECT_PATH;
static const int XR_DBUS_TYPE_ARRAY = DBUS_TYPE_ARRAY;
static const int XR_DBUS_TYPE_VARIANT = DBUS_TYPE_VARIANT;
static const int XR_DBUS_TYPE_STRUCT = DBUS_TYPE_STRUCT;
static const int XR_DBUS_TYPE_DICT_ENTRY = DBUS_TYPE_DICT_ENTRY;

#endif
