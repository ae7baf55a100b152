#include "core/generate/empty_seed_pool.hpp"

#include "core/base/check_point.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/generate/hardening_walk.hpp"
#include "core/generate/region_generator.hpp"
#include "core/generate/seed_disguise.hpp"
#include "core/grid/grid_transform.hpp"
#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

namespace {

// Draws of a seed per puzzle: a disguised seed whose proof hits the node bound is drawn again.
constexpr int kSeedDraws = 4;
// The walk away from the disguised seed: each move empties a given orbit and gives back one
// where a second solution differs, kept when unique with the same empty count, until this many
// cells differ from the start (given in one, empty in the other), within this many moves. A
// walk that runs out of moves keeps the last unique puzzle it met (still exact and unique).
constexpr int kWalkDistance = 8;
constexpr int kWalkMoves = 40;
// Jigsaw proofs run into the bound far more often (16x16 jigsaw: 14 of 34 checks per puzzle cut
// at 2,000 guesses, 0.68 s median and 1.4 s p90 CPU), so its walk gets fewer moves.
constexpr int kJigsawWalkMoves = 12;

BoxShape transposed(BoxShape b) {
    return {b.cols, b.rows};
}

bool serves(const EmptySeedList& list, const GeneratorOptions& o) {
    if (o.layout.size != list.size || o.jigsaw != list.jigsaw ||
        o.layout.diagonals != list.diagonals)
        return false;
    if (list.jigsaw) return true;
    const auto box =
        o.layout.box != BoxShape{} ? std::optional(o.layout.box) : default_box_shape(o.layout.size);
    return box && (*box == list.box || *box == transposed(list.box));
}

LayoutSpec list_spec(const EmptySeedList& list) {
    LayoutSpec spec;
    spec.size = list.size;
    spec.box = list.box;
    spec.diagonals = list.diagonals;
    return spec;
}

}  // namespace

const EmptySeedList* EmptySeedPool::list_for(const GeneratorOptions& o) {
    if (!o.seed_pool || o.difficulty || o.minimal || o.empty < 0) return nullptr;
    if (o.symmetry != Symmetry::None && o.symmetry != Symmetry::Rotate180) return nullptr;
    if (o.layout.hyper || !o.layout.regions.empty() || !o.layout.cages.empty()) return nullptr;
    for (const EmptySeedList& list : empty_seed_lists())
        if (list.empty == o.empty && serves(list, o)) return &list;
    return nullptr;
}

std::optional<Board> EmptySeedPool::read_seed(const EmptySeedList& list, std::string_view line,
                                              bool prove, std::uint64_t check_nodes,
                                              SeedProblem& problem) {
    problem = SeedProblem::Unreadable;
    auto parsed = parse_puzzle_line(line);
    if (!parsed || parsed->size() != list.size) return std::nullopt;
    problem = SeedProblem::WrongShape;
    const Layout& read = parsed->layout();
    if (read.is_jigsaw() != list.jigsaw || read.spec().diagonals != list.diagonals ||
        read.spec().hyper || (!list.jigsaw && read.box_shape() != list.box))
        return std::nullopt;
    LayoutSpec spec = list_spec(list);
    if (list.jigsaw) spec = parsed->layout().spec();
    auto layout = Layout::create(spec);
    if (!layout) return std::nullopt;
    Board seed(*layout, parsed->cells());
    problem = SeedProblem::WrongEmpty;
    if (seed.empty_count() != list.empty) return std::nullopt;
    problem = SeedProblem::NotSymmetric;
    if (!has_clue_symmetry(seed, Symmetry::Rotate180)) return std::nullopt;
    problem = SeedProblem::Conflicting;
    if (validate_givens(seed)) return std::nullopt;
    if (prove) {
        problem = SeedProblem::NotUnique;
        const FastSolveResult count =
            fast_solve(seed, {.solution_limit = 2, .node_limit = check_nodes});
        if (count.aborted || count.solutions != 1) return std::nullopt;
    }
    problem = SeedProblem::None;
    return seed;
}

std::optional<EmptySeedPool> EmptySeedPool::create(const GeneratorOptions& o) {
    const EmptySeedList* list = list_for(o);
    if (!list) return std::nullopt;
    LayoutPtr target;
    if (!list->jigsaw) {
        auto layout = Layout::create(o.layout);
        if (!layout) return std::nullopt;
        target = *layout;
    }
    EmptySeedPool pool(target, o.symmetry);
    for (std::string_view line : list->lines) {
        SeedProblem problem{};
        // The build checks symbols and length; tests/test_empty_seed_pool.cpp every line in full.
        if (auto seed = read_seed(*list, line, false, 0, problem))
            pool.m_seeds.push_back(std::move(*seed));
    }
    if (pool.m_seeds.empty()) return std::nullopt;
    return pool;
}

Board EmptySeedPool::draw(Random& rng) const {
    const Board& seed = m_seeds[rng.below(static_cast<std::uint32_t>(m_seeds.size()))];
    return disguise_seed(seed, m_target, m_symmetry, rng);
}

std::optional<Result<GeneratedPuzzle>> generate_from_empty_seeds(const GeneratorOptions& o,
                                                                 const EmptySeedPool& pool,
                                                                 std::uint64_t check_nodes) {
    GeneratorStats stats;
    Random rng(o.seed);
    // The walk's judge: any unique neighbour with the same empty count will do.
    const GradeFn any_neighbour = [](const Board&) { return Grade::Evil; };
    for (int attempt = 1; attempt <= kSeedDraws; ++attempt) {
        if (stop_requested(o.cancel)) return Result<GeneratedPuzzle>(cancelled_error());
        stats.attempts = attempt;
        Board puzzle = pool.draw(rng);
        ++stats.checks;
        const FastSolveResult count = fast_solve(
            puzzle, {.solution_limit = 2, .node_limit = check_nodes, .cancel = o.cancel});
        if (o.on_check) o.on_check();
        if (count.aborted && !count.cancelled) ++stats.bound_hits;
        if (count.aborted || count.solutions != 1) continue;
        Board solution = *count.first;
        const auto orbits = symmetry_orbits(puzzle.size(), o.symmetry);
        const HardeningWalk walk{solution,    orbits,   o.empty,   any_neighbour,
                                 check_nodes, o.cancel, o.on_check};
        int moves = puzzle.layout().is_jigsaw() ? kJigsawWalkMoves : kWalkMoves;
        const std::uint64_t grades = stats.grades;
        const WalkEnd end = wander_evil(puzzle, walk, rng, kWalkDistance, moves, stats);
        stats.grades = grades;  // the judge above grades nothing
        if (end == WalkEnd::Cancelled) return Result<GeneratedPuzzle>(cancelled_error());
        return Result<GeneratedPuzzle>(
            GeneratedPuzzle{std::move(puzzle), std::move(solution), std::nullopt, stats});
    }
    return std::nullopt;
}

}  // namespace sudoku::core
