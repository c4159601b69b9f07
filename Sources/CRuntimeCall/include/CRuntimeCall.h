#ifndef CRUNTIMECALL_H
#define CRUNTIMECALL_H

/// Calls a Swift class's allocating initializer `init()` found in its class metadata, for
/// XResponder's `InitializerCall` (Sources/XResponder/Application/InitializerCall.swift).
///
/// Swift cannot express this call: an allocating entry point takes the class's metatype in the
/// `swiftself` register, which only a Swift method call or a `swiftcall` function with a
/// `swift_context` parameter (clang's spelling of `swiftself`) passes. The entry point returns the
/// new object retained (+1).
void *_Nonnull xr_call_allocating_init(const void *_Nonnull entry, const void *_Nonnull metatype);

#endif
