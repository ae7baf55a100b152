// The step searches written as the courses teach them (Python and C#, the lessons' structure:
// find the empty cell, check validity, recurse, reset), and which line each event runs on.
// The line of an event is data (a table per listing), checked by tests against real runs.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "core/grid/layout.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::core {

enum class CodeLanguage : std::uint8_t { Pseudo, Python, CSharp };

// "pseudo", "python", "csharp" (file and setting names).
[[nodiscard]] const char* code_language_name(CodeLanguage language);

// One row of a listing's line table: the events of `kind` whose pseudo-code line is `pseudo`
// (kAnyPseudoLine: any) run on listing line `line`, whose text contains `statement`.
struct CodeLineRule {
    StepKind kind;
    int pseudo;
    int line;
    std::string_view statement;
};
inline constexpr int kAnyPseudoLine = -1;

struct CourseListing {
    std::span<const std::string_view> lines;
    std::span<const CodeLineRule> rules;  // empty for Pseudo: Step::line indexes it directly
};

[[nodiscard]] CourseListing course_listing(Algorithm algorithm, CodeLanguage language);

// Any options' listing: a preset's course code, or the switches' pseudo-code in every language.
[[nodiscard]] CourseListing course_listing(const StepSolverOptions& options, CodeLanguage language);

// The listing line `step` runs on (0-based), or -1 when the table has no row for it.
[[nodiscard]] int course_line(Algorithm algorithm, CodeLanguage language, const Step& step);
[[nodiscard]] int course_line(const StepSolverOptions& options, CodeLanguage language,
                              const Step& step);

// The live variables of `step` under the listing's own names, 0-based as the code indexes
// ("row = 2, col = 3, value = 7"); empty when the event names no cell.
[[nodiscard]] std::string course_variables(Algorithm algorithm, CodeLanguage language,
                                           const Step& step, const Layout& layout);

}  // namespace sudoku::core
