#!/bin/sh
# Writes Sources/XResponder/Linking/startup.order: every function the one-window app (xrlatency)
# and then xdemo run from exec to one second after their first frame, in that order, one symbol
# per line. lld lays those functions out together (`--symbol-ordering-file`, Package.swift's
# appLinkerSettings), so start-up faults in a few hundred kilobytes of text instead of touching
# pages spread over the whole executable (issue #50: 11.5 → 5.1 MB of resident text).
#
# The one-window app is then pressed five times (press_release.c), so the functions a press runs
# that start-up did not come right after start-up's: a press after a sleep finds its code on pages
# of its own rather than spread over the executable (press → handler 1.70–1.75× → 1.40–1.45× the
# raw Xlib client, interleaved, on an Intel Xeon; docs/benchmarks-history.md).
#
# Run by `make startup-order` after start-up code changed; a stale file still links (names that
# no longer exist are skipped), it only lays out less well. Needs valgrind and Xvfb.
#
# Usage: make_startup_order.sh BIN_DIR OUTPUT
set -eu
bin_dir=$1
output=$2
work=$(mktemp -d)
# KEEP=1 leaves the working folder (the profiles, valgrind's log) for a look.
if [ -z "${KEEP:-}" ]; then trap 'rm -rf "$work"' EXIT; else echo "working in $work"; fi

# Callgrind names each function it ran under the object that holds it ("ob=", "fn=" lines; a
# number in parentheses stands for a name given once, on any ob=/cob= or fn=/cfn= line). Prints
# the functions of the executable, first seen first.
functions_of() {
    awk -v exe="$2" '
        /^c?ob=\(/ { id = $1; sub(/^c?ob=/, "", id); if (NF > 1) { name = $0; sub(/^c?ob=\([0-9]+\) /, "", name); obs[id] = name }
                     if ($0 ~ /^ob=/) object = obs[id]; next }
        /^c?fn=\(/ { id = $1; sub(/^c?fn=/, "", id); if (NF > 1) { name = $0; sub(/^c?fn=\([0-9]+\) /, "", name); fns[id] = name }
                     if ($0 ~ /^fn=/ && index(object, exe) && !(fns[id] in seen)) { seen[fns[id]] = 1; print fns[id] } }
    ' "$1"
}

cc -O2 -o "$work/press_release" "$(dirname "$0")/press_release.c" -lX11 -lXtst

# Runs one client under callgrind in its own Xvfb until a second after its first frame, then
# presses it PRESSES times (at 100, 100: with no window manager, the window is at the origin).
profile() {
    name=$1
    presses=$2
    shift 2
    # valgrind's reader gives up on the DWARF of a statically linked Swift executable ("possibly
    # corrupted debuginfo"); the symbol table is all this needs.
    objcopy --strip-debug "$bin_dir/$name" "$work/$name"
    PRESSES=$presses PRESS_RELEASE="$work/press_release" xvfb-run -a -s "-screen 0 1280x800x24" sh -c '
        dir=$1
        shift
        XRESPONDER_STARTUP_TRACE=1 NO_AT_BRIDGE=1 DBUS_SESSION_BUS_ADDRESS= \
            valgrind --tool=callgrind --demangle=no --log-file="$dir/valgrind.log" \
            --callgrind-out-file="$dir/callgrind.out" "$@" 2> "$dir/trace" &
        child=$!
        waited=0
        until grep -q "first frame" "$dir/trace"; do
            waited=$((waited + 1))
            if [ $waited -gt 600 ]; then echo "no first frame after 60 s" >&2; kill $child; exit 1; fi
            sleep 0.1
        done
        sleep 1
        if [ "$PRESSES" -gt 0 ]; then "$PRESS_RELEASE" 100 100 "$PRESSES"; sleep 1; fi
        callgrind_control -d "$child" > /dev/null
        kill $child
        wait $child || true
    ' profile "$work" "$work/$name" "$@"
    functions_of "$(ls "$work"/callgrind.out.* | head -n 1)" "$name" > "$work/$name.functions"
    rm -f "$work"/callgrind.out*
}

profile xrlatency 5 press
profile xdemo 0
{
    echo "# Functions run before the first frame (and by a press), for lld's --symbol-ordering-file (issue #50)."
    echo "# Written by Tests/Benchmarks/startup/make_startup_order.sh (make startup-order); do not edit."
    awk '!seen[$0]++' "$work/xrlatency.functions" "$work/xdemo.functions"
} > "$output"
echo "$(grep -vc '^#' "$output") functions in $output"
