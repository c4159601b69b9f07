#include "CRuntimeCall.h"

typedef void *_Nonnull (*XRAllocatingInit)(const void *_Nonnull __attribute__((swift_context)) metatype)
    __attribute__((swiftcall));

void *_Nonnull xr_call_allocating_init(const void *_Nonnull entry, const void *_Nonnull metatype) {
    return ((XRAllocatingInit)entry)(metatype);
}
