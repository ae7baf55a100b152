#!/usr/bin/env bash
# scripts/check-deps must fail on a package list that misses what a build used, and name the
# package to add. usage: check_deps.sh REPO_ROOT [REAL_BUILD_DIR_WITH_GUI]
set -uo pipefail
root=$1
real_build=${2:-}
check=$root/scripts/check-deps
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

expect() {  # expect <exit status> <text the output must contain> -- <args...>
    local want_status=$1 want_text=$2
    shift 3
    local out status
    out=$("$check" "$@" 2>&1)
    status=$?
    if [ "$status" -ne "$want_status" ] || ! grep -qF -- "$want_text" <<<"$out"; then
        echo "FAIL: check-deps $* -> status $status (wanted $want_status), output:"
        echo "$out" | sed 's/^/    /'
        echo "    (wanted it to contain: $want_text)"
        failures=$((failures + 1))
    fi
}

full_list=$("$root/scripts/setup" --list | tr '\n' ' ')
without() { tr ' ' '\n' <<<"$full_list" | grep -vxE "$1" | tr '\n' ' '; }

# A synthetic build: one object that read a Debian header (json.hpp, from nlohmann-json3-dev).
mkdir -p "$work/build/CMakeFiles/x.dir"
printf 'x.o: x.cpp \\\n /usr/include/nlohmann/json.hpp\n' >"$work/build/CMakeFiles/x.dir/x.cpp.o.d"
expect 0 "check-deps: ok" -- --packages "$full_list" "$work/build"
expect 1 "add nlohmann-json3-dev to scripts/setup" -- \
    --packages "$(without nlohmann-json3-dev)" "$work/build"
expect 1 "/usr/include/nlohmann/json.hpp" -- --packages "$(without nlohmann-json3-dev)" "$work/build"

# A header that no package installed (copied in by hand) fails whatever the list.
mkdir -p "$work/by-hand"
echo '#pragma once' >"$work/by-hand/extra.h"
printf 'y.o: %s\n' "$work/by-hand/extra.h" >"$work/build/CMakeFiles/x.dir/y.cpp.o.d"
expect 1 "belongs to no Debian package" -- --packages "$full_list" "$work/build"
rm "$work/build/CMakeFiles/x.dir/y.cpp.o.d"

# No build folder at all is an error, not a pass.
expect 2 "none of these build folders exists" -- "$work/missing"

# The real defect of 22508dd: the package list before the X11 headers were added. The GUI's
# partial redraw includes GLFW's native header, which reads Xrandr.h and Xrender.h.
if [ -n "$real_build" ]; then
    old_list=$(without 'libx11-dev|libxrandr-dev|libxrender-dev|libgl-dev')
    expect 1 "add libxrandr-dev to scripts/setup" -- --packages "$old_list" "$real_build"
    expect 1 "/usr/include/X11/extensions/Xrandr.h" -- --packages "$old_list" "$real_build"
fi

[ "$failures" -eq 0 ] && echo "check-deps behaves: passes a complete list, names what is missing"
exit $((failures > 0))
