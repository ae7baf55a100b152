#!/usr/bin/env bash
# scripts/check-layers passes on src/ and fails, naming file and line, on each kind of include
# that points the wrong way. usage: check_layers.sh REPO_ROOT
set -uo pipefail
root=$1
check=$root/scripts/check-layers
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

out=$("$check" "$root/src" 2>&1) || { echo "FAIL: src/ breaks the layering:"; echo "$out"; failures=1; }

# expect_refused LAYER/FILE INCLUDE-LINE TEXT: a tree with that one include fails naming it.
expect_refused() {
    rm -rf "$work/src"
    mkdir -p "$work/src/$(dirname "$1")"
    printf '// a file\n%s\n' "$2" >"$work/src/$1"
    local out status
    out=$("$check" "$work/src" 2>&1)
    status=$?
    if [ "$status" -ne 1 ] || ! grep -qF -- "$3" <<<"$out"; then
        echo "FAIL: $1 with '$2' -> status $status, output: $out (wanted: $3)"
        failures=$((failures + 1))
    fi
}
expect_refused core/grid/board.hpp '#include "app/theme.hpp"' "src/core/grid/board.hpp:2: core includes app/theme.hpp"
expect_refused core/board.cpp '#include "io/save_file.hpp"' "core includes io/save_file.hpp"
expect_refused core/board.cpp '#include <imgui.h>' "core includes <imgui.h>"
expect_refused core/board.cpp '#include <nlohmann/json.hpp>' "core includes <nlohmann/json.hpp>"
expect_refused core/board.cpp '#  include <GLFW/glfw3.h>' "core includes <GLFW/glfw3.h>"
expect_refused io/save.cpp '#include "app/app.hpp"' "io includes app/app.hpp"
expect_refused app/view.cpp '#include "platform/window.hpp"' "app includes platform/window.hpp"
expect_refused app/view.cpp '#include <glad/gl.h>' "app includes <glad/gl.h>"
expect_refused cli/main.cpp '#include "app/strings.hpp"' "cli includes app/strings.hpp"
expect_refused app/view.cpp '#include <nlohmann/json.hpp>' "app includes <nlohmann/json.hpp>"
# render paints off-screen on the core alone; cairo and giflib stay inside it.
expect_refused render/painter.cpp '#include "io/save_file.hpp"' "render includes io/save_file.hpp"
expect_refused render/painter.cpp '#include "app/views/theme.hpp"' "render includes app/views/theme.hpp"
expect_refused render/painter.cpp '#include <imgui.h>' "render includes <imgui.h>"
expect_refused render/painter.cpp '#include <glad/gl.h>' "render includes <glad/gl.h>"
expect_refused core/board.cpp '#include "render/painter.hpp"' "core includes render/painter.hpp"
expect_refused io/save.cpp '#include "render/image.hpp"' "io includes render/image.hpp"
expect_refused core/board.cpp '#include <cairo.h>' "core includes <cairo.h>"
expect_refused app/view.cpp '#include <gif_lib.h>' "app includes <gif_lib.h>"
expect_refused cli/render.cpp '#include <cairo/cairo.h>' "cli includes <cairo/cairo.h>"
expect_refused core/base/result.cpp '#include "i18n/describe.hpp"' "core includes i18n/describe.hpp"
expect_refused i18n/catalog.cpp '#include "io/json_text.hpp"' "i18n includes io/json_text.hpp"
expect_refused i18n/catalog.cpp '#include "app/i18n/strings.hpp"' "i18n includes app/i18n/strings.hpp"
expect_refused i18n/catalog.cpp '#include <nlohmann/json.hpp>' "i18n includes <nlohmann/json.hpp>"
# app/session (the sudoku_app library) draws nothing and uses only the game's words and helpers.
expect_refused app/session/play_session.cpp '#include <imgui.h>' "src/app/session/play_session.cpp:2: app/session includes <imgui.h>"
expect_refused app/session/play_session.cpp '#include <GL/gl.h>' "app/session includes <GL/gl.h>"
expect_refused app/session/play_session.cpp '#include "app/views/theme.hpp"' "app/session includes app/views/theme.hpp"
expect_refused app/session/play_session.cpp '#include "app/model/app.hpp"' "app/session includes app/model/app.hpp"
expect_refused app/session/play_session.cpp '#include "render/painter.hpp"' "app/session includes render/painter.hpp"

# Allowed directions pass.
rm -rf "$work/src" && mkdir -p "$work/src/platform" "$work/src/io" "$work/src/cli" "$work/src/i18n"
printf '#include "i18n/describe.hpp"\n#include "io/paths.hpp"\n' >"$work/src/cli/main.cpp"
printf '#include "core/base/result.hpp"\n' >"$work/src/i18n/catalog.cpp"
printf '#include "app/app.hpp"\n#include <GLFW/glfw3.h>\n#include <imgui.h>\n' >"$work/src/platform/main.cpp"
printf '#include "core/board.hpp"\n#include <nlohmann/json.hpp>\n' >"$work/src/io/save.cpp"
mkdir -p "$work/src/render" "$work/src/cli"
printf '#include "core/board.hpp"\n#include <cairo.h>\n#include <cairo-ft.h>\n#include <gif_lib.h>\n' >"$work/src/render/painter.cpp"
printf '#include "render/image.hpp"\n' >"$work/src/cli/render.cpp"
mkdir -p "$work/src/app/session" "$work/src/app/views"
printf '#include "app/i18n/strings.hpp"\n#include "app/support/autosave_timer.hpp"\n#include "io/paths.hpp"\n' >"$work/src/app/session/play_session.cpp"
printf '#include "app/session/play_session.hpp"\n#include <imgui.h>\n' >"$work/src/app/views/board_view.cpp"
"$check" "$work/src" >/dev/null || { echo "FAIL: allowed includes refused"; failures=$((failures + 1)); }

[ "$failures" -eq 0 ] && echo "check-layers passes src/ and refuses every wrong-way include"
exit $((failures > 0))
