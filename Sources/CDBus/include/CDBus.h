#ifndef XRESPONDER_CDBUS_H
#define XRESPONDER_CDBUS_H

// libdbus, the reference D-Bus library: the accessibility bridge talks AT-SPI2 through it.
//
// Declared here, not included: the program does not link libdbus. It is loaded when the bridge
// first calls it (LazyDBus.c), because libdbus and the seven libraries behind it (libsystemd,
// libgcrypt, liblz4, libzstd, liblzma, libcap, libgpg-error) cost every app's start-up about a
// millisecond and a megabyte before its first frame, whether it ever joins the accessibility bus
// or not (issue #50). The types and functions are libdbus 1.x's stable ABI, copied from its
// headers (dbus-errors.h, dbus-message.h, dbus-connection.h, dbus-protocol.h).

#include <stdint.h>

typedef uint32_t dbus_bool_t;
typedef uint32_t dbus_uint32_t;
typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;

/// An error's name and message, as libdbus fills it (dbus-errors.h).
typedef struct DBusError {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1;
    unsigned int dummy2 : 1;
    unsigned int dummy3 : 1;
    unsigned int dummy4 : 1;
    unsigned int dummy5 : 1;
    void *padding1;
} DBusError;

/// A message iterator, on the caller's stack (dbus-message.h: no public fields, fixed layout).
typedef struct DBusMessageIter {
    void *dummy1;
    void *dummy2;
    dbus_uint32_t dummy3;
    int dummy4;
    int dummy5;
    int dummy6;
    int dummy7;
    int dummy8;
    int dummy9;
    int dummy10;
    int dummy11;
    int pad1;
    void *pad2;
    void *pad3;
} DBusMessageIter;

typedef enum {
    DBUS_DISPATCH_DATA_REMAINS,
    DBUS_DISPATCH_COMPLETE,
    DBUS_DISPATCH_NEED_MEMORY
} DBusDispatchStatus;

#define DBUS_MESSAGE_TYPE_INVALID 0
#define DBUS_MESSAGE_TYPE_METHOD_CALL 1
#define DBUS_MESSAGE_TYPE_METHOD_RETURN 2
#define DBUS_MESSAGE_TYPE_ERROR 3
#define DBUS_MESSAGE_TYPE_SIGNAL 4

// The type codes (dbus-protocol.h defines them as casts, which Swift cannot import).
static const int XR_DBUS_TYPE_INVALID = 0;
static const int XR_DBUS_TYPE_BYTE = 'y';
static const int XR_DBUS_TYPE_BOOLEAN = 'b';
static const int XR_DBUS_TYPE_INT16 = 'n';
static const int XR_DBUS_TYPE_INT32 = 'i';
static const int XR_DBUS_TYPE_UINT32 = 'u';
static const int XR_DBUS_TYPE_DOUBLE = 'd';
static const int XR_DBUS_TYPE_STRING = 's';
static const int XR_DBUS_TYPE_OBJECT_PATH = 'o';
static const int XR_DBUS_TYPE_ARRAY = 'a';
static const int XR_DBUS_TYPE_VARIANT = 'v';
static const int XR_DBUS_TYPE_STRUCT = 'r';
static const int XR_DBUS_TYPE_DICT_ENTRY = 'e';

/// Whether libdbus could be loaded (it is, on first use); when not, every call below answers
/// failure (NULL, FALSE, 0) and `xr_dbus_load_error` says why.
dbus_bool_t xr_dbus_available(void);
const char *xr_dbus_load_error(void);

void dbus_bus_add_match(DBusConnection *connection, const char *rule, DBusError *error);
void dbus_bus_remove_match(DBusConnection *connection, const char *rule, DBusError *error);
const char *dbus_bus_get_unique_name(DBusConnection *connection);
dbus_bool_t dbus_bus_register(DBusConnection *connection, DBusError *error);
void dbus_connection_close(DBusConnection *connection);
void dbus_connection_flush(DBusConnection *connection);
DBusDispatchStatus dbus_connection_get_dispatch_status(DBusConnection *connection);
dbus_bool_t dbus_connection_get_is_connected(DBusConnection *connection);
dbus_bool_t dbus_connection_get_unix_fd(DBusConnection *connection, int *fd);
DBusConnection *dbus_connection_open_private(const char *address, DBusError *error);
DBusMessage *dbus_connection_pop_message(DBusConnection *connection);
dbus_bool_t dbus_connection_read_write(DBusConnection *connection, int timeout_milliseconds);
dbus_bool_t dbus_connection_send(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial);
DBusMessage *dbus_connection_send_with_reply_and_block(DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error);
void dbus_connection_set_exit_on_disconnect(DBusConnection *connection, dbus_bool_t exit_on_disconnect);
void dbus_connection_unref(DBusConnection *connection);
void dbus_error_free(DBusError *error);
void dbus_error_init(DBusError *error);
const char *dbus_message_get_interface(DBusMessage *message);
const char *dbus_message_get_member(DBusMessage *message);
const char *dbus_message_get_path(DBusMessage *message);
dbus_uint32_t dbus_message_get_reply_serial(DBusMessage *message);
dbus_bool_t dbus_message_get_no_reply(DBusMessage *message);
const char *dbus_message_get_sender(DBusMessage *message);
int dbus_message_get_type(DBusMessage *message);
dbus_bool_t dbus_message_iter_append_basic(DBusMessageIter *iter, int type, const void *value);
dbus_bool_t dbus_message_iter_close_container(DBusMessageIter *iter, DBusMessageIter *sub);
int dbus_message_iter_get_arg_type(DBusMessageIter *iter);
void dbus_message_iter_get_basic(DBusMessageIter *iter, void *value);
dbus_bool_t dbus_message_iter_init(DBusMessage *message, DBusMessageIter *iter);
void dbus_message_iter_init_append(DBusMessage *message, DBusMessageIter *iter);
dbus_bool_t dbus_message_iter_next(DBusMessageIter *iter);
dbus_bool_t dbus_message_iter_open_container(DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub);
void dbus_message_iter_recurse(DBusMessageIter *iter, DBusMessageIter *sub);
DBusMessage *dbus_message_new_error(DBusMessage *reply_to, const char *error_name, const char *error_message);
DBusMessage *dbus_message_new_method_call(const char *bus_name, const char *path, const char *iface, const char *method);
DBusMessage *dbus_message_new_method_return(DBusMessage *method_call);
DBusMessage *dbus_message_new_signal(const char *path, const char *iface, const char *name);
void dbus_message_unref(DBusMessage *message);
dbus_bool_t dbus_threads_init_default(void);

#endif
