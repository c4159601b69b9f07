#!/bin/sh
# The library floor of the start-up benchmark (issue #50, R-P3): the raw Xlib client of
# Tests/Benchmarks/latency/xlib_client.c, linked with every shared library APP links (its NEEDED
# entries, found where its RUNPATH says), calling none of them. Its start-up is what loading
# XResponder's libraries costs before any of XResponder's own work.
#   build_linked_client.sh APP OUTPUT
set -e
app="$1"
output="$2"
runpath=$(readelf -d "$app" | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\]/\2/p' | tr ':' ' ')
search=""
for folder in $runpath; do search="$search -L$folder -Wl,-rpath,$folder"; done
libraries=$(readelf -d "$app" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/-l:\1/p' | grep -v -e '-l:libc.so' -e '-l:ld-linux')
cc -O2 -o "$output" "$(dirname "$0")/../latency/xlib_client.c" -Wl,--no-as-needed $search $libraries
