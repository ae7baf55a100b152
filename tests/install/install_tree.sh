#!/usr/bin/env bash
# `cmake --install` into a temporary prefix: the tree holds the programs, the assets, the menu
# entry, AppStream metadata, icons, the MIME type, man pages and completion; the validators
# accept the desktop files; the tree still works after it is moved (sudoku-cli --version, and the
# game, started from elsewhere without SUDOKU_ASSETS, finds the lesson puzzles next to itself).
# usage: install_tree.sh BUILD_DIR OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/../gui/lib/common.bash"
gui_require_tools
gui_enter_xvfb "$0" "$@"
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=$(cd "$1" && pwd)
OUT=$2
ID=io.github.sudokulab.SudokuLab
VERSION=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$BUILD/CMakeCache.txt")
rm -rf "$OUT"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
prefix=$OUT/prefix
cmake --install "$BUILD" --prefix "$prefix" >"$OUT/install.log" ||
    fail "cmake --install failed (see $OUT/install.log)"

# --- The tree. ---
expected=(
    bin/sudoku-cli bin/sudoku-lab
    share/sudoku-lab/assets/puzzles/lesson_000_cau_do.txt
    share/sudoku-lab/assets/puzzles/lesson_001_tahta.txt
    share/sudoku-lab/assets/generator/evil_seeds.txt
    share/sudoku-lab/assets/generator/evil_seeds_10x10.txt
    share/sudoku-lab/assets/generator/evil_seeds_12x12.txt
    "share/applications/$ID.desktop"
    "share/metainfo/$ID.metainfo.xml"
    "share/mime/packages/$ID.xml"
    "share/icons/hicolor/scalable/apps/$ID.svg"
    share/man/man1/sudoku-cli.1.gz share/man/man6/sudoku-lab.6.gz
    share/bash-completion/completions/sudoku-cli
)
for size in 16 24 32 48 64 128 256 512; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$ID.png")
done
for f in "${expected[@]}"; do
    [ -s "$prefix/$f" ] || fail "cmake --install did not install $f"
done
# Every file of assets/ comes along, whatever is added there later.
src_assets=$HERE/../../assets
while IFS= read -r f; do
    [ -f "$prefix/share/sudoku-lab/assets/$f" ] || fail "assets/$f is not installed"
done < <(cd "$src_assets" && find . -type f | sed 's|^\./||')
for size in 16 48 256; do
    got=$(identify -format '%wx%h' "$prefix/share/icons/hicolor/${size}x${size}/apps/$ID.png")
    [ "$got" = "${size}x${size}" ] || fail "the ${size}x${size} icon is $got"
done
echo "ok: ${#expected[@]} files installed, assets complete, icons at their sizes"

# --- Validators. ---
desktop-file-validate "$prefix/share/applications/$ID.desktop" ||
    fail "desktop-file-validate rejects $ID.desktop"
# --no-net: the screenshot URLs point to the published repository, not reachable from a test.
appstreamcli validate --no-net "$prefix/share/metainfo/$ID.metainfo.xml" ||
    fail "appstreamcli rejects $ID.metainfo.xml"
# The tree as a whole: the metainfo with its desktop entry and icon.
appstreamcli validate-tree --no-net "$prefix" >"$OUT/validate-tree.log" 2>&1 ||
    fail "appstreamcli validate-tree rejects the installed tree: $(cat "$OUT/validate-tree.log")"
grep -q "<release version=\"$VERSION\"" "$prefix/share/metainfo/$ID.metainfo.xml" ||
    fail "the metainfo has no release $VERSION (the CMake project version)"
# The MIME database compiled from our XML knows the glob and the content match.
cp -r "$prefix/share/mime" "$OUT/mime"
# (Its data dirs include $OUT, or it notes that the folder is outside them.)
XDG_DATA_DIRS=$OUT update-mime-database "$OUT/mime" 2>"$OUT/mime.log" || fail "update-mime-database failed"
[ ! -s "$OUT/mime.log" ] || fail "update-mime-database warns: $(cat "$OUT/mime.log")"
grep -q 'application/x-sudoku-lab-save:\*\.sudoku\.json' "$OUT/mime/globs2" ||
    fail "the MIME database has no *.sudoku.json glob"
grep -aq 'sudoku-lab-save' "$OUT/mime/magic" || fail "the MIME database has no content match"
for key in Name GenericName Comment Keywords; do
    for lang in vi tr; do
        grep -q "^$key\[$lang\]=." "$prefix/share/applications/$ID.desktop" ||
            fail "the desktop entry has no $key[$lang]"
    done
done
grep -q '^Categories=Game;LogicGame;Education;$' "$prefix/share/applications/$ID.desktop" ||
    fail "the desktop entry's categories are not Game;LogicGame;Education;"
grep -q '^MimeType=application/x-sudoku-lab-save;' "$prefix/share/applications/$ID.desktop" ||
    fail "the desktop entry does not open save files"
# The plain install refreshed the prefix's own databases (packaging/refresh_databases.cmake).
grep -q 'application/x-sudoku-lab-save:\*\.sudoku\.json' "$prefix/share/mime/globs2" ||
    fail "cmake --install did not refresh $prefix/share/mime"
grep -q "^application/x-sudoku-lab-save=$ID.desktop;" "$prefix/share/applications/mimeinfo.cache" ||
    fail "cmake --install did not refresh $prefix/share/applications/mimeinfo.cache"
echo "ok: desktop-file-validate, appstreamcli validate and update-mime-database accept the files"

# --- Man pages: they render, with the version and every command. ---
page=$(MANWIDTH=100 man -l "$prefix/share/man/man1/sudoku-cli.1.gz" 2>"$OUT/man.log")
[ ! -s "$OUT/man.log" ] || fail "man warns on sudoku-cli.1: $(cat "$OUT/man.log")"
grep -q "sudoku-cli $VERSION" <<<"$page" || fail "the sudoku-cli man page lacks version $VERSION"
for command in solve count validate trace grade hint generate show bench; do
    grep -q "usage: sudoku-cli $command" <<<"$page" || fail "the man page lacks '$command'"
done
page=$(MANWIDTH=100 man -l "$prefix/share/man/man6/sudoku-lab.6.gz" 2>"$OUT/man.log")
[ ! -s "$OUT/man.log" ] || fail "man warns on sudoku-lab.6: $(cat "$OUT/man.log")"
grep -q -- "--watch" <<<"$page" || fail "the sudoku-lab man page lacks --watch"
echo "ok: the man pages render"

# --- Moved as a whole, the tree still works. ---
mv "$prefix" "$OUT/moved"
prefix=$OUT/moved
[ "$("$prefix/bin/sudoku-cli" --version)" = "sudoku-cli $VERSION" ] ||
    fail "the moved sudoku-cli --version is not 'sudoku-cli $VERSION'"
[ "$("$prefix/bin/sudoku-lab" --version)" = "sudoku-lab $VERSION" ] ||
    fail "the moved sudoku-lab --version is not 'sudoku-lab $VERSION'"
echo "ok: --version from the moved prefix"

# The game from the moved prefix, started in an empty folder without SUDOKU_ASSETS: Game ->
# Lesson puzzles lists the installed puzzles; opening tahta (lesson 001) plays it.
unset SUDOKU_ASSETS
mkdir -p "$OUT/elsewhere"
cd "$OUT/elsewhere"
LAB=$prefix/bin/sudoku-lab
GUI_OUT=$OUT/gui
mkdir -p "$GUI_OUT"
: >"$GUI_OUT/stderr.txt"
export XDG_DATA_HOME="$GUI_OUT/xdg-data" XDG_CONFIG_HOME="$GUI_OUT/xdg-config"
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME/sudoku-lab"
echo '{"format": "sudoku-lab-settings", "version": 1, "clock_hundredths": false}' \
    >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"
board_file=$GUI_OUT/board.txt
gui_start "$LAB" --write-board "$board_file"
gui_shot install-1-start
# The window's class names the desktop entry (StartupWMClass), so docks group it with the entry.
wm_class=$(xprop -id "$(gui_window_id)" WM_CLASS)
grep -q "\"$ID\"" <<<"$wm_class" || fail "WM_CLASS is $wm_class, not $ID"
xdotool mousemove 39 14 click 1
sleep 0.5
xdotool mousemove 85 100 click 1 # Lesson puzzles...
sleep 1
gui_shot install-2-library
xdotool mousemove 640 300 click 1 # lesson_001_tahta
sleep 0.3
xdotool mousemove 349 632 click 1 # Open
xdotool mousemove 1260 790
gui_shot install-3-tahta
# Ctrl+S, Return: the proposed name carries the MIME type's extension.
xdotool key ctrl+s
gui_shot install-4-save-dialog
xdotool key Return
for _ in $(seq 1 50); do
    compgen -G "$XDG_DATA_HOME/sudoku-lab/saves/*.sudoku.json" >/dev/null && break
    sleep 0.2
done
gui_quit
tahta=$(grep -v '^#' "$prefix/share/sudoku-lab/assets/puzzles/lesson_001_tahta.txt" | head -1)
[ "$(cat "$board_file")" = "$tahta" ] ||
    fail "the moved game did not open the installed lesson tahta (board: $(cat "$board_file"))"
echo "ok: the moved game finds its lesson puzzles and plays tahta"
save=$(compgen -G "$XDG_DATA_HOME/sudoku-lab/saves/sudoku-9x9-*.sudoku.json" | head -1) ||
    fail "Ctrl+S wrote no sudoku-9x9-<time>.sudoku.json"
# The MIME type's content match ("sudoku-lab-save" within the first 64 bytes) finds saves by
# any name, older *.json ones included.
head -c 64 "$save" | grep -q '"sudoku-lab-save"' ||
    fail "the save's format marker is not within its first 64 bytes (the MIME magic)"

# A double-click: the file manager runs the entry's Exec line with %f = the save file.
exec_line=$(sed -n 's/^Exec=//p' "$prefix/share/applications/$ID.desktop")
[ "$exec_line" = "sudoku-lab %f" ] || fail "Exec is '$exec_line'"
rm -f "$board_file"
gui_start "$prefix/bin/sudoku-lab" "$save" --write-board "$board_file"
gui_shot install-5-opened-save
gui_quit
[ "$(cat "$board_file")" = "$tahta" ] ||
    fail "sudoku-lab SAVE did not open the saved game (board: $(cat "$board_file"))"
echo "ok: a save is named $(basename "$save") and opens by 'sudoku-lab %f'"
