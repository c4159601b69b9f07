#ifndef XRESPONDER_BENCHSUPPORT_H
#define XRESPONDER_BENCHSUPPORT_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not yet taken back (glibc mallinfo2().uordblks).
size_t xr_heap_bytes_in_use(void);

#endif
