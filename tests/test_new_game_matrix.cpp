// The matrix `sudoku-cli bench-generate --matrix` times is the New game dialog's list of
// choices: walked here as the dialog offers them (each pick normalized as the dialog does), the
// two lists must be the same, so neither can drift from the other.
#include <doctest/doctest.h>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/generate/new_game_matrix.hpp"
#include "core/generate/new_game_settings.hpp"
#include "core/generate/puzzle_request.hpp"
#include "core/logic/grader.hpp"

using namespace sudoku::core;

namespace {

// The dialog's rows, picked in order from its starting settings: the size combo (every size,
// normalized), the box combo (shown when the size has more than one shape and the variant is not
// jigsaw), the variant combo (greyed where unavailable), the difficulty combo (greyed where out
// of reach; with_difficulty), Killer and its givens box, and the three empty-cell buttons (Killer
// greys them; here taken with any difficulty and the default symmetry; a count the generator
// refuses with that symmetry, the dialog refuses to start).
std::set<std::string> dialog_kinds() {
    std::set<std::string> kinds;
    const NewGameSettings start = NewGameSettings{};
    for (int size = kMinSize; size <= kMaxSize; ++size) {
        NewGameSettings sized = start;
        sized.size = size;
        sized = normalized(sized);
        std::vector<BoxShape> boxes = box_shapes(size);
        if (boxes.size() <= 1) boxes = {sized.box};
        for (const BoxShape& box : boxes) {
            NewGameSettings boxed = sized;
            boxed.box = box;
            boxed = normalized(boxed);
            for (int v = 0; v < static_cast<int>(Variant::Count); ++v) {
                if (!variant_available(boxed.size, boxed.box, static_cast<Variant>(v))) continue;
                NewGameSettings shaped = boxed;
                shaped.variant = static_cast<Variant>(v);
                shaped = with_difficulty(normalized(shaped), std::nullopt);
                for (int d = -1; d <= static_cast<int>(Grade::Evil); ++d) {
                    const std::optional<Grade> level =
                        d < 0 ? std::nullopt : std::optional(static_cast<Grade>(d));
                    if (level && grade_limit(shaped, *level) != GradeLimit::Reachable) continue;
                    const NewGameSettings s = with_difficulty(shaped, level);
                    kinds.insert(request_kind({.settings = s, .killer = false}));
                    // With Killer ticked, the levels it greys cannot be picked.
                    if (level && killer_grade_limit(shaped, *level) != GradeLimit::Reachable)
                        continue;
                    kinds.insert(request_kind({.settings = s, .killer = true}));
                    kinds.insert(
                        request_kind({.settings = s, .killer = true, .killer_givens = true}));
                }
                for (int button = 0; button < 3; ++button) {
                    NewGameSettings s = shaped;
                    s.empty = empty_button_cells(shaped, button);
                    // The dialog names the problem and starts nothing (odd count, symmetry).
                    if (!validate_generator_options(to_generator_options(s)))
                        kinds.insert(request_kind({.settings = s, .killer = false}));
                }
            }
        }
    }
    return kinds;
}

}  // namespace

TEST_CASE("the generation matrix is the New game dialog's list of choices, each once") {
    const std::vector<PuzzleRequest> matrix = new_game_matrix();
    std::set<std::string> kinds;
    for (const PuzzleRequest& request : matrix) {
        CAPTURE(request_kind(request));
        CHECK(kinds.insert(request_kind(request)).second);  // no request twice
        CHECK(request.settings.seed == 0);
        CHECK_FALSE(validate_generator_options(to_generator_options(request.settings)));
    }
    const std::set<std::string> dialog = dialog_kinds();
    for (const std::string& kind : dialog) {
        CAPTURE(kind);
        CHECK(kinds.count(kind) == 1);  // offered by the dialog, missing from the matrix
    }
    for (const std::string& kind : kinds) {
        CAPTURE(kind);
        CHECK(dialog.count(kind) == 1);  // in the matrix, never offered by the dialog
    }
}

TEST_CASE("the generation matrix holds the slow requests the issue names and every preset") {
    std::set<std::string> kinds;
    for (const PuzzleRequest& request : new_game_matrix())
        kinds.insert(request_kind(request));
    CHECK(kinds.count("25 jigsaw expert empty=any rotate180") == 1);
    CHECK(kinds.count("25 jigsaw-x evil empty=any none") == 1);
    CHECK(kinds.count("25 jigsaw-x hard empty=any rotate180 killer") == 1);
    // Killer offers Evil up to 9x9 and Expert up to 12x12 (issue 35, fourth pass).
    CHECK(kinds.count("25 jigsaw-x evil empty=any none killer") == 0);
    CHECK(kinds.count("16 4x4 classic expert empty=any rotate180 killer+givens") == 0);
    CHECK(kinds.count("10 2x5 classic evil empty=any none killer") == 0);
    CHECK(kinds.count("12 3x4 classic expert empty=any rotate180 killer") == 1);
    CHECK(kinds.count("9 3x3 x evil empty=any none killer+givens") == 1);
    CHECK(kinds.count("12 jigsaw-x evil empty=any none") == 1);
    CHECK(kinds.count("16 4x4 classic any empty=180 rotate180") == 1);
    CHECK(kinds.count("9 3x3 classic evil empty=any none killer+givens") == 1);
    for (const GamePreset& preset : lesson_presets()) {
        CAPTURE(preset.size);
        CHECK(kinds.count(request_kind({.settings = with_preset(preset, 0)})) == 1);
    }
}
