// Loads libdbus when the accessibility bridge first calls it (CDBus.h says why), and forwards each
// call to it. Thread-safe: the bridge connects on a thread of its own.
#include "CDBus.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static void *library;
static const char *loadError;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    // RTLD_LOCAL: its symbols stay out of the program's global scope.
    library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!library) loadError = dlerror();
}

/// The function `name` of libdbus, looked up once per call site; NULL when libdbus is missing.
static void *resolve(void **slot, const char *name) {
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function) return function;
    pthread_once(&loaded, load);
    if (!library) return NULL;
    function = dlsym(library, name);
    __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}

dbus_bool_t xr_dbus_available(void) {
    pthread_once(&loaded, load);
    return library != NULL;
}

const char *xr_dbus_load_error(void) {
    pthread_once(&loaded, load);
    return loadError;
}

void dbus_bus_add_match(DBusConnection *connection, const char *rule, DBusError *error) {
    static void *slot;
    void (*function)(DBusConnection *connection, const char *rule, DBusError *error) = (void (*)(DBusConnection *connection, const char *rule, DBusError *error))resolve(&slot, "dbus_bus_add_match");
    if (function) function(connection, rule, error);
}

void dbus_bus_remove_match(DBusConnection *connection, const char *rule, DBusError *error) {
    static void *slot;
    void (*function)(DBusConnection *connection, const char *rule, DBusError *error) = (void (*)(DBusConnection *connection, const char *rule, DBusError *error))resolve(&slot, "dbus_bus_remove_match");
    if (function) function(connection, rule, error);
}

const char *dbus_bus_get_unique_name(DBusConnection *connection) {
    static void *slot;
    const char * (*function)(DBusConnection *connection) = (const char * (*)(DBusConnection *connection))resolve(&slot, "dbus_bus_get_unique_name");
    return function ? function(connection) : NULL;
}

dbus_bool_t dbus_bus_register(DBusConnection *connection, DBusError *error) {
    static void *slot;
    dbus_bool_t (*function)(DBusConnection *connection, DBusError *error) = (dbus_bool_t (*)(DBusConnection *connection, DBusError *error))resolve(&slot, "dbus_bus_register");
    return function ? function(connection, error) : 0;
}

void dbus_connection_close(DBusConnection *connection) {
    static void *slot;
    void (*function)(DBusConnection *connection) = (void (*)(DBusConnection *connection))resolve(&slot, "dbus_connection_close");
    if (function) function(connection);
}

void dbus_connection_flush(DBusConnection *connection) {
    static void *slot;
    void (*function)(DBusConnection *connection) = (void (*)(DBusConnection *connection))resolve(&slot, "dbus_connection_flush");
    if (function) function(connection);
}

DBusDispatchStatus dbus_connection_get_dispatch_status(DBusConnection *connection) {
    static void *slot;
    DBusDispatchStatus (*function)(DBusConnection *connection) = (DBusDispatchStatus (*)(DBusConnection *connection))resolve(&slot, "dbus_connection_get_dispatch_status");
    return function ? function(connection) : DBUS_DISPATCH_COMPLETE;
}

dbus_bool_t dbus_connection_get_is_connected(DBusConnection *connection) {
    static void *slot;
    dbus_bool_t (*function)(DBusConnection *connection) = (dbus_bool_t (*)(DBusConnection *connection))resolve(&slot, "dbus_connection_get_is_connected");
    return function ? function(connection) : 0;
}

dbus_bool_t dbus_connection_get_unix_fd(DBusConnection *connection, int *fd) {
    static void *slot;
    dbus_bool_t (*function)(DBusConnection *connection, int *fd) = (dbus_bool_t (*)(DBusConnection *connection, int *fd))resolve(&slot, "dbus_connection_get_unix_fd");
    return function ? function(connection, fd) : 0;
}

DBusConnection *dbus_connection_open_private(const char *address, DBusError *error) {
    static void *slot;
    DBusConnection * (*function)(const char *address, DBusError *error) = (DBusConnection * (*)(const char *address, DBusError *error))resolve(&slot, "dbus_connection_open_private");
    return function ? function(address, error) : NULL;
}

DBusMessage *dbus_connection_pop_message(DBusConnection *connection) {
    static void *slot;
    DBusMessage * (*function)(DBusConnection *connection) = (DBusMessage * (*)(DBusConnection *connection))resolve(&slot, "dbus_connection_pop_message");
    return function ? function(connection) : NULL;
}

dbus_bool_t dbus_connection_read_write(DBusConnection *connection, int timeout_milliseconds) {
    static void *slot;
    dbus_bool_t (*function)(DBusConnection *connection, int timeout_milliseconds) = (dbus_bool_t (*)(DBusConnection *connection, int timeout_milliseconds))resolve(&slot, "dbus_connection_read_write");
    return function ? function(connection, timeout_milliseconds) : 0;
}

dbus_bool_t dbus_connection_send(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial) {
    static void *slot;
    dbus_bool_t (*function)(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial) = (dbus_bool_t (*)(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial))resolve(&slot, "dbus_connection_send");
    return function ? function(connection, message, client_serial) : 0;
}

DBusMessage *dbus_connection_send_with_reply_and_block(DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error) {
    static void *slot;
    DBusMessage * (*function)(DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error) = (DBusMessage * (*)(DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error))resolve(&slot, "dbus_connection_send_with_reply_and_block");
    return function ? function(connection, message, timeout_milliseconds, error) : NULL;
}

void dbus_connection_set_exit_on_disconnect(DBusConnection *connection, dbus_bool_t exit_on_disconnect) {
    static void *slot;
    void (*function)(DBusConnection *connection, dbus_bool_t exit_on_disconnect) = (void (*)(DBusConnection *connection, dbus_bool_t exit_on_disconnect))resolve(&slot, "dbus_connection_set_exit_on_disconnect");
    if (function) function(connection, exit_on_disconnect);
}

void dbus_connection_unref(DBusConnection *connection) {
    static void *slot;
    void (*function)(DBusConnection *connection) = (void (*)(DBusConnection *connection))resolve(&slot, "dbus_connection_unref");
    if (function) function(connection);
}

void dbus_error_free(DBusError *error) {
    static void *slot;
    void (*function)(DBusError *error) = (void (*)(DBusError *error))resolve(&slot, "dbus_error_free");
    if (function) function(error);
}

void dbus_error_init(DBusError *error) {
    static void *slot;
    void (*function)(DBusError *error) = (void (*)(DBusError *error))resolve(&slot, "dbus_error_init");
    if (function) { function(error); return; }
    // Without libdbus an error is still initialized: the caller reads its fields.
    error->name = NULL;
    error->message = NULL;
}

const char *dbus_message_get_interface(DBusMessage *message) {
    static void *slot;
    const char * (*function)(DBusMessage *message) = (const char * (*)(DBusMessage *message))resolve(&slot, "dbus_message_get_interface");
    return function ? function(message) : NULL;
}

const char *dbus_message_get_member(DBusMessage *message) {
    static void *slot;
    const char * (*function)(DBusMessage *message) = (const char * (*)(DBusMessage *message))resolve(&slot, "dbus_message_get_member");
    return function ? function(message) : NULL;
}

const char *dbus_message_get_path(DBusMessage *message) {
    static void *slot;
    const char * (*function)(DBusMessage *message) = (const char * (*)(DBusMessage *message))resolve(&slot, "dbus_message_get_path");
    return function ? function(message) : NULL;
}

dbus_uint32_t dbus_message_get_reply_serial(DBusMessage *message) {
    static void *slot;
    dbus_uint32_t (*function)(DBusMessage *message) = (dbus_uint32_t (*)(DBusMessage *message))resolve(&slot, "dbus_message_get_reply_serial");
    return function ? function(message) : 0;
}

dbus_bool_t dbus_message_get_no_reply(DBusMessage *message) {
    static void *slot;
    dbus_bool_t (*function)(DBusMessage *message) = (dbus_bool_t (*)(DBusMessage *message))resolve(&slot, "dbus_message_get_no_reply");
    return function ? function(message) : 0;
}

const char *dbus_message_get_sender(DBusMessage *message) {
    static void *slot;
    const char * (*function)(DBusMessage *message) = (const char * (*)(DBusMessage *message))resolve(&slot, "dbus_message_get_sender");
    return function ? function(message) : NULL;
}

int dbus_message_get_type(DBusMessage *message) {
    static void *slot;
    int (*function)(DBusMessage *message) = (int (*)(DBusMessage *message))resolve(&slot, "dbus_message_get_type");
    return function ? function(message) : 0;
}

dbus_bool_t dbus_message_iter_append_basic(DBusMessageIter *iter, int type, const void *value) {
    static void *slot;
    dbus_bool_t (*function)(DBusMessageIter *iter, int type, const void *value) = (dbus_bool_t (*)(DBusMessageIter *iter, int type, const void *value))resolve(&slot, "dbus_message_iter_append_basic");
    return function ? function(iter, type, value) : 0;
}

dbus_bool_t dbus_message_iter_close_container(DBusMessageIter *iter, DBusMessageIter *sub) {
    static void *slot;
    dbus_bool_t (*function)(DBusMessageIter *iter, DBusMessageIter *sub) = (dbus_bool_t (*)(DBusMessageIter *iter, DBusMessageIter *sub))resolve(&slot, "dbus_message_iter_close_container");
    return function ? function(iter, sub) : 0;
}

int dbus_message_iter_get_arg_type(DBusMessageIter *iter) {
    static void *slot;
    int (*function)(DBusMessageIter *iter) = (int (*)(DBusMessageIter *iter))resolve(&slot, "dbus_message_iter_get_arg_type");
    return function ? function(iter) : 0;
}

void dbus_message_iter_get_basic(DBusMessageIter *iter, void *value) {
    static void *slot;
    void (*function)(DBusMessageIter *iter, void *value) = (void (*)(DBusMessageIter *iter, void *value))resolve(&slot, "dbus_message_iter_get_basic");
    if (function) function(iter, value);
}

dbus_bool_t dbus_message_iter_init(DBusMessage *message, DBusMessageIter *iter) {
    static void *slot;
    dbus_bool_t (*function)(DBusMessage *message, DBusMessageIter *iter) = (dbus_bool_t (*)(DBusMessage *message, DBusMessageIter *iter))resolve(&slot, "dbus_message_iter_init");
    return function ? function(message, iter) : 0;
}

void dbus_message_iter_init_append(DBusMessage *message, DBusMessageIter *iter) {
    static void *slot;
    void (*function)(DBusMessage *message, DBusMessageIter *iter) = (void (*)(DBusMessage *message, DBusMessageIter *iter))resolve(&slot, "dbus_message_iter_init_append");
    if (function) function(message, iter);
}

dbus_bool_t dbus_message_iter_next(DBusMessageIter *iter) {
    static void *slot;
    dbus_bool_t (*function)(DBusMessageIter *iter) = (dbus_bool_t (*)(DBusMessageIter *iter))resolve(&slot, "dbus_message_iter_next");
    return function ? function(iter) : 0;
}

dbus_bool_t dbus_message_iter_open_container(DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub) {
    static void *slot;
    dbus_bool_t (*function)(DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub) = (dbus_bool_t (*)(DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub))resolve(&slot, "dbus_message_iter_open_container");
    return function ? function(iter, type, contained_signature, sub) : 0;
}

void dbus_message_iter_recurse(DBusMessageIter *iter, DBusMessageIter *sub) {
    static void *slot;
    void (*function)(DBusMessageIter *iter, DBusMessageIter *sub) = (void (*)(DBusMessageIter *iter, DBusMessageIter *sub))resolve(&slot, "dbus_message_iter_recurse");
    if (function) function(iter, sub);
}

DBusMessage *dbus_message_new_error(DBusMessage *reply_to, const char *error_name, const char *error_message) {
    static void *slot;
    DBusMessage * (*function)(DBusMessage *reply_to, const char *error_name, const char *error_message) = (DBusMessage * (*)(DBusMessage *reply_to, const char *error_name, const char *error_message))resolve(&slot, "dbus_message_new_error");
    return function ? function(reply_to, error_name, error_message) : NULL;
}

DBusMessage *dbus_message_new_method_call(const char *bus_name, const char *path, const char *iface, const char *method) {
    static void *slot;
    DBusMessage * (*function)(const char *bus_name, const char *path, const char *iface, const char *method) = (DBusMessage * (*)(const char *bus_name, const char *path, const char *iface, const char *method))resolve(&slot, "dbus_message_new_method_call");
    return function ? function(bus_name, path, iface, method) : NULL;
}

DBusMessage *dbus_message_new_method_return(DBusMessage *method_call) {
    static void *slot;
    DBusMessage * (*function)(DBusMessage *method_call) = (DBusMessage * (*)(DBusMessage *method_call))resolve(&slot, "dbus_message_new_method_return");
    return function ? function(method_call) : NULL;
}

DBusMessage *dbus_message_new_signal(const char *path, const char *iface, const char *name) {
    static void *slot;
    DBusMessage * (*function)(const char *path, const char *iface, const char *name) = (DBusMessage * (*)(const char *path, const char *iface, const char *name))resolve(&slot, "dbus_message_new_signal");
    return function ? function(path, iface, name) : NULL;
}

void dbus_message_unref(DBusMessage *message) {
    static void *slot;
    void (*function)(DBusMessage *message) = (void (*)(DBusMessage *message))resolve(&slot, "dbus_message_unref");
    if (function) function(message);
}

dbus_bool_t dbus_threads_init_default(void) {
    static void *slot;
    dbus_bool_t (*function)(void) = (dbus_bool_t (*)(void))resolve(&slot, "dbus_threads_init_default");
    return function ? function() : 0;
}
