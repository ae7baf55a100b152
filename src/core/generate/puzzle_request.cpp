#include "core/generate/puzzle_request.hpp"

#include <optional>

#include "core/base/check_point.hpp"
#include "core/generate/killer_generator.hpp"
#include "core/grid/symmetry.hpp"
#include "core/logic/grader.hpp"

namespace sudoku::core {

std::string request_kind(const PuzzleRequest& request) {
    const NewGameSettings& s = request.settings;
    std::string kind = std::to_string(s.size);
    if (!is_jigsaw(s.variant)) {
        const BoxShape box =
            s.box.rows > 0 ? s.box : default_box_shape(s.size).value_or(BoxShape{});
        kind += " " + std::to_string(box.rows) + "x" + std::to_string(box.cols);
    }
    kind += " ";
    kind += variant_name(s.variant);
    kind += " ";
    kind += s.difficulty ? grade_name(*s.difficulty) : "any";
    kind += " empty=" + (s.empty < 0 ? std::string("any") : std::to_string(s.empty));
    kind += " ";
    kind += symmetry_name(s.symmetry);
    if (request.killer) kind += request.killer_givens ? " killer+givens" : " killer";
    return kind;
}

namespace {

// Any level: the first Killer puzzle is kept. Medium only sets the cage sizes then; seeking its
// grade spent all eight grids where it is rare (9x9 X, jigsaw and jigsaw-X Killer with givens:
// 1.4-2.4 s of CPU each, `sudoku-cli bench-generate --variant killer-x --killer-givens
// --difficulty medium`), for a grade nobody asked for.
int killer_attempts(const GeneratorOptions& options) {
    return options.difficulty ? KillerOptions{}.max_attempts : 1;
}

}  // namespace

Result<GeneratedPuzzle> generate_for_request(const PuzzleRequest& request,
                                             const std::atomic<bool>* cancel) {
    GeneratorOptions options = to_generator_options(request.settings);
    options.cancel = cancel;
    Result<GeneratedPuzzle> result =
        request.killer ? generate_killer({.layout = options.layout,
                                          .jigsaw = options.jigsaw,
                                          .givens = request.killer_givens,
                                          .difficulty = options.difficulty.value_or(Grade::Medium),
                                          .seed = options.seed,
                                          .max_attempts = killer_attempts(options),
                                          .cancel = cancel})
                       : generate_puzzle(options);
    const bool cancelled = stop_requested(cancel);
    if (result && !result->grade && !cancelled) {
        auto report = grade_puzzle(result->puzzle, {.mrv_cost = false});
        if (report) result->grade = report->grade;
    }
    return result;
}

}  // namespace sudoku::core
