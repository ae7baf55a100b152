#!/usr/bin/env bash
# `cpack -G DEB` makes sudoku-lab_<version>_<arch>.deb: its control fields (name, version,
# section, Depends computed by dpkg-shlibdeps), its files, the programs run from the unpacked
# package, and dpkg installs it into an empty root and removes it again without leftovers.
# (An install with apt into a clean Debian 12 root, dependencies and all, is recorded in
# docs/manual.md: Install.) usage: deb_package.sh BUILD_DIR OUTPUT_DIR
set -euo pipefail
BUILD=$(cd "$1" && pwd)
OUT=$2
VERSION=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$BUILD/CMakeCache.txt")
ARCH=$(dpkg --print-architecture)
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
for tool in cpack dpkg-deb dpkg-shlibdeps dpkg; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (see scripts/setup)"
done
rm -rf "$OUT"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)

(cd "$OUT" && cpack -G DEB --config "$BUILD/CPackConfig.cmake" -B "$OUT/cpack") >"$OUT/cpack.log" ||
    fail "cpack -G DEB failed (see $OUT/cpack.log)"
deb=$OUT/cpack/sudoku-lab_${VERSION}_$ARCH.deb
[ -f "$deb" ] || fail "cpack made no $(basename "$deb"): $(ls "$OUT/cpack")"
echo "ok: $(basename "$deb"), $(stat -c %s "$deb") bytes"

field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = sudoku-lab ] || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$VERSION" ] || fail "Version is '$(field Version)', not $VERSION"
[ "$(field Section)" = games ] || fail "Section is '$(field Section)', not games"
[ "$(field Architecture)" = "$ARCH" ] || fail "Architecture is '$(field Architecture)'"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
depends=$(field Depends)
echo "Depends: $depends"
# dpkg-shlibdeps names the library packages with versions from their symbols files; the font is
# named by hand (read at run time).
names=$(sed 's/ *([^)]*)//g; s/, */\n/g' <<<"$depends")
for package in libc6 libstdc++6 libgcc-s1 libglfw3 libglx0 fonts-dejavu-core; do
    grep -qxF "$package" <<<"$names" || fail "Depends lacks $package: $depends"
done
grep -Eq 'libc6 \(>= [0-9.]+\)' <<<"$depends" ||
    fail "Depends has no versioned libc6 (not computed by dpkg-shlibdeps?): $depends"

# The files, where Debian wants them.
dpkg-deb --contents "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$OUT/files.txt"
for f in /usr/bin/sudoku-lab /usr/bin/sudoku-cli \
    /usr/share/applications/io.github.sudokulab.SudokuLab.desktop \
    /usr/share/metainfo/io.github.sudokulab.SudokuLab.metainfo.xml \
    /usr/share/mime/packages/io.github.sudokulab.SudokuLab.xml \
    /usr/share/icons/hicolor/48x48/apps/io.github.sudokulab.SudokuLab.png \
    /usr/share/icons/hicolor/scalable/apps/io.github.sudokulab.SudokuLab.svg \
    /usr/share/man/man1/sudoku-cli.1.gz /usr/share/man/man6/sudoku-lab.6.gz \
    /usr/share/bash-completion/completions/sudoku-cli \
    /usr/share/sudoku-lab/assets/puzzles/lesson_000_cau_do.txt; do
    grep -qx "$f" "$OUT/files.txt" || fail "the package lacks $f"
done
# The caches belong to the target system (Debian's triggers), never to the package.
! grep -E '/usr/share/mime/[^/]+$|mimeinfo.cache|icon-theme.cache' "$OUT/files.txt" ||
    fail "the package ships a generated cache"
# Owned by root, nothing outside /usr.
dpkg-deb --contents "$deb" | awk '$2 != "root/root" {print; exit 1}' >/dev/null ||
    fail "files not owned by root/root in the package"
! grep -v '^/usr' "$OUT/files.txt" | grep -vx '/' >/dev/null || fail "files outside /usr"
echo "ok: control fields and $(wc -l <"$OUT/files.txt") entries"

# The programs run from the unpacked package.
dpkg-deb --extract "$deb" "$OUT/unpacked"
[ "$("$OUT/unpacked/usr/bin/sudoku-cli" --version)" = "sudoku-cli $VERSION" ] ||
    fail "the packaged sudoku-cli --version is not 'sudoku-cli $VERSION'"
[ "$("$OUT/unpacked/usr/bin/sudoku-lab" --version)" = "sudoku-lab $VERSION" ] ||
    fail "the packaged sudoku-lab --version is not 'sudoku-lab $VERSION'"
echo "ok: the packaged programs print version $VERSION"

# dpkg into an empty root (its own database; dependencies are not there, hence --force-depends),
# then removal: nothing of the package may stay behind.
root=$OUT/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
: >"$root/var/lib/dpkg/status"
: >"$root/var/lib/dpkg/available"
(cd "$root" && find . | sort) >"$OUT/before.txt"
export PATH=$PATH:/usr/sbin:/sbin
dpkg --root="$root" --force-depends --force-not-root -i "$deb" >"$OUT/dpkg.log" 2>&1 ||
    fail "dpkg -i into an empty root failed: $(cat "$OUT/dpkg.log")"
[ "$("$root/usr/bin/sudoku-cli" --version)" = "sudoku-cli $VERSION" ] ||
    fail "sudoku-cli --version from the dpkg root"
dpkg --root="$root" --force-depends --force-not-root --purge sudoku-lab >>"$OUT/dpkg.log" 2>&1 ||
    fail "dpkg --purge failed: $(cat "$OUT/dpkg.log")"
(cd "$root" && find . | sort | grep -v '^\./var/lib/dpkg') >"$OUT/after.txt"
grep -v '^\./var/lib/dpkg' "$OUT/before.txt" | diff - "$OUT/after.txt" >"$OUT/leftovers.txt" ||
    fail "left behind after purge: $(grep '^>' "$OUT/leftovers.txt" | head -5)"
echo "ok: dpkg installs the package into an empty root and purges it without leftovers"
