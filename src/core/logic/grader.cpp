#include "core/logic/grader.hpp"

#include "core/grid/validation.hpp"

namespace sudoku::core {

namespace {
constexpr const char* kGradeNames[] = {"easy", "medium", "hard", "expert", "evil"};
}  // namespace

const char* grade_name(Grade grade) {
    return kGradeNames[static_cast<int>(grade)];
}

Error grade_phrase(Grade grade) {
    constexpr ErrorCode kCodes[] = {ErrorCode::GradeEasy, ErrorCode::GradeMedium,
                                    ErrorCode::GradeHard, ErrorCode::GradeExpert,
                                    ErrorCode::GradeEvil};
    return coded_error(kCodes[static_cast<int>(grade)]);
}

std::optional<Grade> parse_grade(std::string_view name) {
    for (int g = 0; g < 5; ++g)
        if (name == kGradeNames[g]) return static_cast<Grade>(g);
    return std::nullopt;
}

Grade technique_grade(Technique technique) {
    switch (technique) {
        case Technique::NakedSingle:
        case Technique::HiddenSingle:
        case Technique::CageCombination:
            return Grade::Easy;
        case Technique::Pointing:
        case Technique::Claiming:
        case Technique::RuleOf45:
            return Grade::Medium;
        case Technique::NakedPair:
        case Technique::HiddenPair:
        case Technique::NakedTriple:
        case Technique::HiddenTriple:
        case Technique::NakedQuad:
        case Technique::HiddenQuad:
            return Grade::Hard;
        default:
            return Grade::Expert;
    }
}

Grade grade_of(const LogicSolveResult& solve) {
    if (solve.status != LogicStatus::Solved) return Grade::Evil;
    // A puzzle with nothing to solve is trivially easy.
    return solve.hardest ? technique_grade(*solve.hardest) : Grade::Easy;
}

Result<GradeReport> grade_puzzle(const Board& puzzle, const GradeOptions& options) {
    if (auto error = validate_givens(puzzle)) return *error;
    LogicSolveOptions logic;
    logic.forcing = options.forcing;
    logic.record_steps = false;
    const LogicSolveResult solve = solve_logically(puzzle, logic);
    GradeReport report;
    report.grade = grade_of(solve);
    report.status = solve.status;
    report.technique_counts = solve.counts;
    report.step_count = solve.step_count;
    if (options.mrv_cost) report.mrv = mrv_search_cost(puzzle, options.mrv_step_limit);
    return report;
}

bool grade_at_most(const Board& puzzle, Grade cap) {
    if (cap == Grade::Evil) return true;
    if (validate_givens(puzzle)) return false;  // counted as Evil, as the generator's grader does
    return solve_logically(puzzle, solve_options_at_most(cap)).status == LogicStatus::Solved;
}

LogicSolveOptions solve_options_at_most(Grade cap) {
    LogicSolveOptions logic;
    logic.record_steps = false;
    logic.techniques = 0;
    for (int t = 0; t < kTechniqueCount; ++t)
        if (technique_grade(static_cast<Technique>(t)) <= cap)
            logic.techniques |= technique_bit(static_cast<Technique>(t));
    return logic;
}

}  // namespace sudoku::core
