#include "core/generate/generator.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/generate/carver.hpp"
#include "core/generate/empty_seed_pool.hpp"
#include "core/generate/evil_seed_pool.hpp"
#include "core/generate/hardening_walk.hpp"
#include "core/generate/pattern_grid.hpp"
#include "core/generate/region_generator.hpp"

namespace sudoku::core {

namespace {

constexpr int kDefaultAttempts = 20;
constexpr int kDefaultGradedAttempts = 300;
// Guesses per uniqueness check. Up to 12x12 a check is cheap, so the bound only stops
// pathological cases. On larger boards the search has heavy tails: a check that needs more
// than a few guesses is cut short and the given stays (the puzzle is still proven unique, just
// less sparse), which keeps 25x25 in the sub-second range; exact targets get more room.
constexpr std::uint64_t kDefaultCheckNodes = 50000;
constexpr int kLargeBoard = 13;
constexpr std::uint64_t kLargeBoardCheckNodes = 16;
constexpr std::uint64_t kLargeBoardExactCheckNodes = 2000;
// Jigsaw-X from 10x10 below kLargeBoard: a few checks per puzzle ran into the 50,000-guess
// bound and took nearly all the time (12x12: 2.3 such checks of 72, 3.6 s CPU median); with
// 2,000 guesses a cut check keeps its given (the puzzle stays unique, about one empty cell less).
constexpr int kJigsawXCheckBoard = 10;
constexpr std::uint64_t kJigsawXCheckNodes = 2000;
// A disguised Evil seed is known unique, but its re-check searches other branches than the
// check that kept it (digits relabelled, rows moved): from 14x14 on, 16 guesses cut every
// re-check of some seeds short.
constexpr std::uint64_t kSeedCheckNodes = 2000;
// The walk away from a seed proves its neighbours unique within this many guesses: with 200 few
// were proven and 22x22 (2x11 boxes) Evil took 14 s median; 2,000: 1.0 s; 6,000: 0.56 s;
// 20,000: 0.68 s, and 24x24 with 2x12 boxes slower (bench-generate --count 8 --seed 1).
constexpr std::uint64_t kSeedWanderCheckNodes = 6000;
constexpr std::uint64_t kDefaultFillNodes = 20000;
constexpr int kDefaultRegionAttempts = 200;
// Jigsaw maps from 17x17 on: a random map rarely admits a solution (25x25: 2 of 200 maps for
// one seed, 15 maps per puzzle for others), and the fills that succeeded did so early (after
// 456 and 2,726 guesses), so each map gets this many guesses, not kDefaultFillNodes (with
// 3,000 the same two maps were found, the 200 in 14 s of CPU instead of 55 s).
constexpr std::uint64_t kHugeJigsawMapFillNodes = 5000;
// Uniqueness checks the local search may run per attempt, when a pass falls short of an exact
// target. Generation stops after that many searches fall short (or one ends far from the
// target), so a target out of reach fails in bounded time. A sparse check costs about 10 us on
// 9x9, half a millisecond on 16x16 and 40 ms on 25x25 here.
constexpr int kLocalSearchAttempts = 4;
constexpr int kSmallBoard = 10;
constexpr int kHugeBoard = 17;
constexpr int kRotationGridSize = 9;
constexpr int kSmallBoardLocalChecks = 3000;
constexpr int kLargeBoardLocalChecks = 6000;
constexpr int kHugeBoardLocalChecks = 150;
// Neighbourhood searches for Evil: moves per grid, and four grids' worth of moves per puzzle. A
// move costs one to three uniqueness checks and a hardness measure: about 0.1 ms on 12x12,
// 0.2 ms on 16x16, tens of milliseconds on 25x25 (where the walk needs only a few moves).
// 10x10 with 2x5 boxes has Evil puzzles, but rarely, and the walk climbs towards them slowly
// (steps up tens of thousands of moves apart): it gets five times the moves. Smaller boards with
// such thin boxes never got stuck, so they fail quickly.
constexpr int kHardeningWalks = 4;
constexpr int kHardeningMoves = 20000;
constexpr int kThinBoxHardeningMoves = 100000;
constexpr int kHugeBoardHardeningMoves = 300;
// Below 9x9 carving rarely leaves more than Easy (6x6 Medium: one grid in about 400, Hard one
// in 6,000; 5x5 jigsaw Hard none in 300), so a level is walked to from each carved grid, with
// this many moves per grid (100 left 6x6 Hard out of reach in 300 grids; 1,000 reached it in
// 4 grids, 0.10 s CPU median, against 15 grids and 0.13 s with 300).
constexpr int kLevelWalkBoard = 9;
constexpr int kLevelWalkMoves = 1000;
// Evil below 9x9 (8x8 jigsaw and jigsaw-X are the New game dialog's only such requests): a grid
// whose walk has not reached Evil in this many moves rarely does later (8x8 jigsaw, seeds 1 and
// 9: 22,554 and 58,881 checks on one or two grids, 1.3 and 4.0 s), so the next grid gets the
// rest of the moves: 0.37 and 0.39 s.
constexpr int kSmallEvilBoard = 9;
constexpr int kSmallEvilWalkMoves = 2000;
// Evil 9x9 classic starts from a disguised known puzzle and wanders through Evil neighbours
// until this many cells differ (given in one, empty in the other), within this many moves per
// seed drawn. About one graded neighbour in seven is Evil and a grade costs about 6 ms; from
// the start, distance 4 / 6 / 8 took 76 / 210 / 530 ms CPU per puzzle (median, 10 seeds).
constexpr int kVicinityDistance = 6;
constexpr int kVicinityMoves = 300;
// From 10x10 on Evil neighbours are rarer and dearer to grade (10x10 with 5x2 boxes: 5.5 seeds
// drawn per puzzle, most walks out of moves before 6 cells, 2.1 s CPU median; 12x12 with 4x3
// boxes at 4 cells: 1.6 s median, 3.3 s p90, 1,183 checks per puzzle), so one given moved there
// (0.28 s median, 202 checks). Those lists are our own carvings, published nowhere else, and a
// seed is disguised among millions of transformations first; 9x9's are the forum's known puzzles.
constexpr int kLargeVicinityDistance = 2;
// From 18x18 on a neighbour's proof of uniqueness often runs into its bound (21x21 jigsaw: half
// of them at 6,000 guesses, 0.87 s median and 2.4 s p90 per puzzle for one moved given; 18x18
// jigsaw-X 1.8 s p90), so the disguised seed itself is served (0.12-0.23 s median): 18! > 6*10^15
// relabellings alone, times the line permutations of boxed boards or the square's 8 symmetries.
constexpr int kSeedServedBoard = 18;
constexpr int kHugeVicinityDistance = 0;

struct Limits {
    int attempts;
    std::uint64_t check_nodes;
    std::uint64_t fill_nodes;
    int region_attempts;
    int local_moves;
    int hardening_moves;
};

std::uint64_t default_check_nodes(const GeneratorOptions& o) {
    if (o.layout.size < kLargeBoard)
        return o.jigsaw && o.layout.diagonals && o.layout.size >= kJigsawXCheckBoard
                   ? kJigsawXCheckNodes
                   : kDefaultCheckNodes;
    return o.minimal || o.empty >= 0 ? kLargeBoardExactCheckNodes : kLargeBoardCheckNodes;
}

// Boxes two cells high or wide on a board of 10x10 or more (jigsaw regions are not boxes).
bool thin_boxes(const GeneratorOptions& o) {
    if (o.jigsaw || !o.layout.regions.empty() || o.layout.size < kSmallBoard) return false;
    const auto box =
        o.layout.box != BoxShape{} ? std::optional(o.layout.box) : default_box_shape(o.layout.size);
    return box && std::min(box->rows, box->cols) == 2;
}

int default_hardening_moves(const GeneratorOptions& o) {
    if (o.layout.size >= kHugeBoard) return kHugeBoardHardeningMoves;
    if (o.layout.size < kLevelWalkBoard && o.difficulty != Grade::Evil) return kLevelWalkMoves;
    return thin_boxes(o) ? kThinBoxHardeningMoves : kHardeningMoves;
}

Limits resolve_limits(const GeneratorOptions& o) {
    const GeneratorLimits& l = o.limits;
    return {l.max_attempts > 0 ? l.max_attempts
                               : (o.difficulty ? kDefaultGradedAttempts : kDefaultAttempts),
            l.check_node_limit > 0 ? l.check_node_limit : default_check_nodes(o),
            l.fill_node_limit > 0                     ? l.fill_node_limit
            : o.jigsaw && o.layout.size >= kHugeBoard ? kHugeJigsawMapFillNodes
                                                      : kDefaultFillNodes,
            l.region_attempts > 0 ? l.region_attempts : kDefaultRegionAttempts,
            l.local_moves >= 0            ? l.local_moves
            : o.layout.size < kSmallBoard ? kSmallBoardLocalChecks
            : o.layout.size < kHugeBoard  ? kLargeBoardLocalChecks
                                          : kHugeBoardLocalChecks,
            l.hardening_moves >= 0 ? l.hardening_moves : default_hardening_moves(o)};
}

// Sparse symmetric targets from 9x9 on: a clue orbit hits an unavoidable set and its rotated
// image at once only when the grid maps onto itself under the rotation (digits relabelled),
// which turns 16x16 local searches that stall near 174 empty cells into ones that reach 180,
// and 9x9 ones stuck at 59 into ones that reach 60. Below a third of the cells given, the grids
// are drawn that way (smaller boards reach their targets without).
bool wants_rotation_grid(const GeneratorOptions& o) {
    const int cells = o.layout.size * o.layout.size;
    return o.symmetry == Symmetry::Rotate180 && !o.jigsaw && o.layout.size >= kRotationGridSize &&
           3 * o.empty > 2 * cells;
}

// The 180-degree rotation with a random digit involution: pairs of digits swap, and on an odd
// board one digit maps to itself (the centre cell is its own image).
GridAutomorphism rotation_automorphism(int n, Random& rng) {
    GridAutomorphism a;
    a.cells.resize(static_cast<std::size_t>(n * n));
    for (int c = 0; c < n * n; ++c)
        a.cells[static_cast<std::size_t>(c)] =
            symmetric_cell(n, static_cast<Cell>(c), Symmetry::Rotate180);
    std::vector<Digit> digits;
    for (int d = 1; d <= n; ++d)
        digits.push_back(static_cast<Digit>(d));
    rng.shuffle(digits);
    for (std::size_t i = 0; i + 1 < digits.size(); i += 2) {
        a.digits[digits[i]] = digits[i + 1];
        a.digits[digits[i + 1]] = digits[i];
    }
    if (n % 2 == 1) a.digits[digits.back()] = digits.back();
    return a;
}

// A random full grid on a fixed layout, or on freshly drawn jigsaw regions.
struct Grid {
    std::optional<Board> solution;  // nullopt: the fill hit its node bound (try again)
};

// Random fills that give up before the formula's grid is taken instead (see random_grid).
constexpr int kFillsBeforePattern = 3;

// The formula's grid, shuffled (pattern_grid.hpp), counted in the stats; nullopt when the
// formula does not serve the shape.
std::optional<Grid> formula_grid(const LayoutPtr& fixed, Random& rng, GeneratorStats& stats) {
    std::optional<Board> pattern = random_pattern_grid(fixed, rng);
    if (!pattern) return std::nullopt;
    ++stats.pattern_grids;
    return Grid{std::move(pattern)};
}

Result<Grid> random_grid(const GeneratorOptions& o, const LayoutPtr& fixed, const Limits& limits,
                         Random& rng, GeneratorStats& stats, int fills_bounded_in_a_row) {
    if (o.jigsaw) {
        auto regions = generate_regions({.size = o.layout.size,
                                         .diagonals = o.layout.diagonals,
                                         .seed = rng.next(),
                                         .max_attempts = limits.region_attempts,
                                         .fill_node_limit = limits.fill_nodes,
                                         .cancel = o.cancel,
                                         .stored_maps = o.seed_pool});
        if (!regions) return regions.error();
        stats.region_maps += regions->attempts;
        return Grid{regions->solution};
    }
    // Fills thrash on this shape, or already did for this puzzle: the formula's grid.
    if (stats.pattern_grids > 0 || formula_grid_first(o.layout))
        if (std::optional<Grid> grid = formula_grid(fixed, rng, stats)) return *grid;
    FastSolveOptions fill_options{.solution_limit = 1,
                                  .node_limit = limits.fill_nodes,
                                  .random_order = true,
                                  .seed = rng.next()};
    if (wants_rotation_grid(o)) {
        const GridAutomorphism rotation = rotation_automorphism(o.layout.size, rng);
        fill_options.automorphism = &rotation;
        FastSolveResult fill = fast_solve(Board(fixed), fill_options);
        if (fill.first) return Grid{std::move(fill.first)};
        fill_options.automorphism = nullptr;  // no such grid found: an ordinary one
    }
    const FastSolveResult fill = fast_solve(Board(fixed), fill_options);
    if (!fill.first && !fill.aborted)
        return coded_error(ErrorCode::NoGridForShape, {fixed->describe()});
    // The random fill thrashes on some shapes: on 16x16 Hyper about half the fills hit their
    // bound, where the next fill mostly succeeds. After a few in a row, the formula's grid,
    // shuffled (fewer grids than a fill reaches, so not at once; 25x25 Hyper takes it first).
    if (!fill.first && fills_bounded_in_a_row + 1 >= kFillsBeforePattern)
        if (std::optional<Grid> grid = formula_grid(fixed, rng, stats)) return *grid;
    return Grid{fill.first};
}

// "easy 3, hard 1" or "none", as a phrase whose grade names translate.
Error grades_seen(const std::array<int, 5>& seen) {
    std::optional<Error> list;
    for (int i = 0; i < 5; ++i) {
        if (seen[i] == 0) continue;
        Error item = coded_error(ErrorCode::GradeCount, {std::to_string(seen[i])},
                                 {grade_phrase(static_cast<Grade>(i))});
        list = list ? coded_error(ErrorCode::CommaList, {}, {*list, std::move(item)})
                    : std::move(item);
    }
    return list ? *list : coded_error(ErrorCode::GradesNone);
}

// Removing any single given allows a second solution (a check cut short proves nothing).
bool proven_minimal(const Board& puzzle, std::uint64_t check_nodes) {
    Board less = puzzle;
    for (int c = 0; c < puzzle.cell_count(); ++c) {
        const Cell cell = static_cast<Cell>(c);
        const Digit d = less.at(cell);
        if (d == kEmpty) continue;
        less.set(cell, kEmpty);
        const FastSolveResult r =
            fast_solve(less, {.solution_limit = 2, .node_limit = check_nodes});
        less.set(cell, d);
        if (r.aborted || r.solutions < 2) return false;
    }
    return true;
}

// Guesses per check on a seed and its neighbours: at least `floor` unless a bound was asked for.
std::uint64_t seed_check_nodes(const GeneratorOptions& o, const Limits& limits,
                               std::uint64_t floor) {
    return o.limits.check_node_limit > 0 ? limits.check_nodes : std::max(limits.check_nodes, floor);
}

// Evil from a seed list, once a disguised seed is confirmed: Evil neighbours of it, one after
// another, until the givens differ from the seed's in kVicinityDistance cells on 9x9 (a new
// puzzle, not a known one in disguise), kLargeVicinityDistance from 10x10 and none from
// kSeedServedBoard (the constants say why). With `minimal`, single givens are removed afterwards
// where uniqueness allows (removing givens never helps logic, but the grader confirms it).
WalkEnd wander_from_seed(Board& puzzle, const Board& solution, const GeneratorOptions& o,
                         const GradeFn& grade_fn, const Limits& limits, Random& rng,
                         GeneratorStats& stats) {
    const auto orbits = symmetry_orbits(o.layout.size, o.symmetry);
    const std::uint64_t walk_nodes = seed_check_nodes(o, limits, kSeedWanderCheckNodes);
    const HardeningWalk walk{solution, orbits, o.empty, grade_fn, walk_nodes, o.cancel, o.on_check};
    int moves = kVicinityMoves;
    const int distance = o.layout.size >= kSeedServedBoard ? kHugeVicinityDistance
                         : o.layout.size >= kSmallBoard    ? kLargeVicinityDistance
                                                           : kVicinityDistance;
    const WalkEnd end = wander_evil(puzzle, walk, rng, distance, moves, stats);
    if (end != WalkEnd::Reached || !o.minimal) return end;
    Carver carver(o, grade_fn, limits.check_nodes, stats, solution, false);
    auto singles = symmetry_orbits(o.layout.size, Symmetry::None);
    rng.shuffle(singles);
    int empty = puzzle.empty_count();
    std::uint64_t bounded = 0;
    if (!carver.pass(puzzle, singles, o.layout.size * o.layout.size, false, empty, bounded))
        return WalkEnd::Cancelled;
    ++stats.grades;
    return grade_fn(puzzle) == Grade::Evil ? WalkEnd::Reached : WalkEnd::OutOfMoves;
}

// Evil from a seed list: a transformed seed, re-checked for uniqueness (and minimality when
// asked) and graded again, so the level is confirmed, not assumed.
Result<GeneratedPuzzle> generate_from_seeds(const GeneratorOptions& o, const EvilSeedPool& pool,
                                            const GradeFn& grade_fn, const Limits& limits) {
    GeneratorStats stats;
    Random rng(o.seed);
    std::array<int, 5> seen{};
    int not_minimal = 0;
    for (int attempt = 1; attempt <= limits.attempts; ++attempt) {
        if (generation_cancelled(o)) return cancelled_error();
        stats.attempts = attempt;
        Board puzzle = pool.draw(rng);
        ++stats.checks;
        const FastSolveResult count = fast_solve(
            puzzle,
            {.solution_limit = 2, .node_limit = seed_check_nodes(o, limits, kSeedCheckNodes)});
        if (o.on_check) o.on_check();
        if (count.aborted) ++stats.bound_hits;
        if (count.aborted || count.solutions != 1) continue;
        if (o.minimal && !proven_minimal(puzzle, limits.check_nodes)) {
            ++not_minimal;
            continue;
        }
        ++stats.grades;
        const Grade grade = grade_fn(puzzle);
        ++seen[static_cast<int>(grade)];
        if (grade != Grade::Evil) continue;
        Board solution = *count.first;
        const WalkEnd end = wander_from_seed(puzzle, solution, o, grade_fn, limits, rng, stats);
        if (end == WalkEnd::Cancelled) return cancelled_error();
        if (end != WalkEnd::Reached) continue;
        if (o.minimal && !proven_minimal(puzzle, limits.check_nodes)) {
            ++not_minimal;
            continue;
        }
        return GeneratedPuzzle{std::move(puzzle), std::move(solution), grade, stats};
    }
    if (not_minimal > 0)
        return coded_error(ErrorCode::NoEvilFoundNotMinimal,
                           {std::to_string(limits.attempts), std::to_string(not_minimal)},
                           {grades_seen(seen)});
    return coded_error(ErrorCode::NoEvilFound, {std::to_string(limits.attempts)},
                       {grades_seen(seen)});
}

// The seed list Evil starts from, or nullptr: carve and walk.
const EvilSeedList* seed_list_for(const GeneratorOptions& o) {
    if (o.difficulty != Grade::Evil || !o.seed_pool) return nullptr;
    if (o.jigsaw) return EvilSeedPool::jigsaw_list_for(o.layout.size, o.layout.diagonals);
    auto layout = Layout::create(o.layout);
    return layout ? EvilSeedPool::list_for(**layout) : nullptr;
}

}  // namespace

GradeFn logical_grader() {
    return [](const Board& puzzle) {
        // The mrv cost is for teachers' reports; generation only needs the level.
        auto report = grade_puzzle(puzzle, GradeOptions{.mrv_cost = false});
        return report ? report->grade : Grade::Evil;
    };
}

std::optional<Error> validate_generator_options(const GeneratorOptions& o) {
    const int n = o.layout.size;
    if (n < kMinSize || n > kMaxSize) return size_out_of_range(n);
    if (o.layout.diagonals && n <= 3) return x_impossible_error(n);
    if (o.jigsaw) {
        if (o.layout.hyper) return coded_error(ErrorCode::HyperOnJigsaw);
    } else {
        if (o.layout.regions.empty() && o.layout.box == BoxShape{} && !default_box_shape(n))
            return coded_error(ErrorCode::SizeNoBoxUseJigsaw, {std::to_string(n)});
        auto layout = Layout::create(o.layout);
        if (!layout) return layout.error();
    }
    if (o.minimal && o.empty >= 0) return coded_error(ErrorCode::MinimalAndEmpty);
    if (o.empty < -1) return coded_error(ErrorCode::NegativeEmpty);
    // A unique puzzle must name at least N-1 different digits (two missing digits could swap).
    const int most = n * n - (n - 1);
    if (o.empty > most)
        return coded_error(ErrorCode::TooManyEmpty,
                           {std::to_string(most), std::to_string(n), std::to_string(n - 1),
                            std::to_string(o.empty)});
    if (o.empty > 0 && o.empty % 2 == 1) {
        const auto orbits = symmetry_orbits(n, o.symmetry);
        const bool has_single = std::any_of(orbits.begin(), orbits.end(),
                                            [](const auto& orb) { return orb.size() == 1; });
        if (!has_single)
            return coded_error(ErrorCode::SymmetryOddEmpty,
                               {std::to_string(n), std::to_string(o.empty)},
                               {symmetry_phrase(o.symmetry)});
    }
    // A list that is the only way to Evil must meet the request; others fall back to carving.
    if (const EvilSeedList* list = seed_list_for(o); list && list->only_source) {
        auto pool = EvilSeedPool::create(*Layout::create(o.layout), o.symmetry, o.empty);
        if (!pool) return pool.error();
    }
    return std::nullopt;
}

namespace {

using Orbits = std::vector<std::vector<Cell>>;

// What the attempts so far came to: the budgets left for the next ones, and what the final error
// reports when none succeeds.
struct AttemptTally {
    int most_empty = 0;
    int searches_left = kLocalSearchAttempts;
    long long hardening_left = 0;
    int walks = 0;
    int fills_bounded = 0;
    int fills_bounded_in_a_row = 0;  // since the last grid: kFillsBeforePattern takes the formula
    int minimal_unproven = 0;
    std::array<int, 5> seen{};  // grades met, by Grade
};

enum class TargetSearch { Continue, GiveUp, Cancelled };

// An exact target the removal pass fell short of: the first few grids that fall short get a local
// search. A target still out of reach after those (or far out of reach after one) is not met by
// more grids: GiveUp.
TargetSearch search_towards_target(Carver& carver, Board& puzzle, const Orbits& orbits, int target,
                                   bool limit_grade, Random& rng, int& empty, const Limits& limits,
                                   int n, AttemptTally& tally) {
    if (tally.searches_left > 0) {
        --tally.searches_left;
        int checks = limits.local_moves;
        if (!carver.improve(puzzle, orbits, target, limit_grade, rng, empty, checks))
            return TargetSearch::Cancelled;
    }
    tally.most_empty = std::max(tally.most_empty, empty);
    if (empty < target && (tally.searches_left == 0 || target - empty > std::max(2, n * n / 32)))
        return TargetSearch::GiveUp;
    return TargetSearch::Continue;
}

// A level asked for and the carved puzzle is easier (Evil on any board; any level below 9x9,
// see kLevelWalkBoard): the walk towards a harder neighbour with the same solution
// (hardening_walk.hpp).
bool walks_to_level(const GeneratorOptions& o, Grade carved) {
    return o.difficulty && carved < *o.difficulty &&
           (*o.difficulty == Grade::Evil || o.layout.size < kLevelWalkBoard);
}

WalkEnd walk_towards_level(Board& puzzle, const Board& solution, const Orbits& orbits,
                           const GeneratorOptions& o, const GradeFn& grade_fn, const Limits& limits,
                           Random& rng, GeneratorStats& stats, AttemptTally& tally) {
    ++tally.walks;
    // The walk needs most of its checks to finish: a move whose check is cut short
    // is lost, so large boards get the room exact targets get.
    const std::uint64_t walk_nodes = o.limits.check_node_limit > 0
                                         ? limits.check_nodes
                                         : std::max(limits.check_nodes, kLargeBoardExactCheckNodes);
    const HardeningWalk walk{solution,   orbits,   o.empty,    grade_fn,
                             walk_nodes, o.cancel, o.on_check, *o.difficulty};
    // Below Evil each grid gets its own short walk (a level below Evil is common near any
    // carved puzzle, or not near this one); Evil's moves are shared by every grid.
    const bool shared = *o.difficulty == Grade::Evil;
    const int per_grid = shared && o.layout.size < kSmallEvilBoard && o.limits.hardening_moves < 0
                             ? kSmallEvilWalkMoves
                             : limits.hardening_moves;
    const int budget =
        shared ? static_cast<int>(std::min<long long>(tally.hardening_left, per_grid)) : per_grid;
    int moves = budget;
    const WalkEnd end = harden(puzzle, walk, rng, moves, stats);
    if (shared) tally.hardening_left -= budget - moves;
    return end;
}

// Why no attempt gave a puzzle, most specific reason first.
Error generation_failed(const GeneratorOptions& o, const Limits& limits,
                        const GeneratorStats& stats, const AttemptTally& tally) {
    const int n = o.layout.size;
    const std::string attempts = std::to_string(stats.attempts);
    if (tally.fills_bounded == limits.attempts)
        return coded_error(ErrorCode::CouldNotFill,
                           {std::to_string(n), attempts,
                            std::to_string(static_cast<long long>(limits.fill_nodes))});
    if (o.empty >= 0 && tally.most_empty < o.empty)
        return coded_error(ErrorCode::CouldNotReachEmpty,
                           {std::to_string(o.empty), attempts, std::to_string(tally.most_empty)});
    if (tally.minimal_unproven > 0 && !o.difficulty)
        return coded_error(ErrorCode::NoMinimalProven,
                           {attempts, std::to_string(tally.minimal_unproven),
                            std::to_string(static_cast<long long>(limits.check_nodes))});
    if (o.difficulty == Grade::Evil)
        return coded_error(ErrorCode::NoEvilCarved,
                           {attempts, std::to_string(tally.walks),
                            std::to_string(static_cast<long long>(stats.hardening_moves))},
                           {grades_seen(tally.seen)});
    if (o.difficulty)
        return coded_error(ErrorCode::NoGradeFound, {attempts},
                           {grade_phrase(*o.difficulty), grades_seen(tally.seen)});
    return coded_error(ErrorCode::NoPuzzleGenerated,
                       {attempts, std::to_string(tally.fills_bounded)});
}

// The Evil seeds that serve the request, if a list does. Errors only where validation let them
// through: a list that is not the only source of Evil and cannot meet the request (symmetry,
// empty count) leaves it to carving.
std::optional<EvilSeedPool> evil_seed_pool(const GeneratorOptions& o, const LayoutPtr& fixed) {
    if (!seed_list_for(o)) return std::nullopt;
    auto pool = o.jigsaw ? EvilSeedPool::create_jigsaw(o.layout.size, o.layout.diagonals,
                                                       o.symmetry, o.empty)
                         : EvilSeedPool::create(fixed, o.symmetry, o.empty);
    if (!pool) return std::nullopt;
    return std::move(*pool);
}

}  // namespace

Result<GeneratedPuzzle> generate_puzzle(const GeneratorOptions& o) {
    if (auto bad = validate_generator_options(o)) return *bad;
    const int n = o.layout.size;
    const Limits limits = resolve_limits(o);
    LayoutPtr fixed;
    if (!o.jigsaw) fixed = *Layout::create(o.layout);

    const GradeFn grade_fn = o.grade ? o.grade : o.difficulty ? logical_grader() : GradeFn{};
    if (auto pool = evil_seed_pool(o, fixed))
        return generate_from_seeds(o, *pool, grade_fn, limits);
    // 16x16 with 180 empty cells: from a seed list (empty_seed_pool.hpp); carving if it fails.
    if (auto pool = EmptySeedPool::create(o))
        if (auto made = generate_from_empty_seeds(o, *pool, limits.check_nodes)) return *made;

    GeneratorStats stats;
    Random rng(o.seed);
    const int target = o.empty >= 0 ? o.empty : n * n;
    // With a level below Evil, removals that would make the puzzle harder are refused, so the
    // pass ends at the hardest puzzle still within the level; Evil needs no such limit.
    const bool limit_grade = o.difficulty && *o.difficulty != Grade::Evil && !o.minimal;
    AttemptTally tally;
    tally.hardening_left = static_cast<long long>(kHardeningWalks) * limits.hardening_moves;
    for (int attempt = 1; attempt <= limits.attempts; ++attempt) {
        if (generation_cancelled(o)) return cancelled_error();
        stats.attempts = attempt;
        auto grid = random_grid(o, fixed, limits, rng, stats, tally.fills_bounded_in_a_row);
        if (!grid) return grid.error();
        if (!grid->solution) {
            ++tally.fills_bounded;
            ++tally.fills_bounded_in_a_row;
            continue;
        }
        tally.fills_bounded_in_a_row = 0;
        const Board& solution = *grid->solution;
        Board puzzle = solution;
        Carver carver(o, grade_fn, limits.check_nodes, stats, solution, o.empty >= 0);
        int empty = 0;
        auto orbits = symmetry_orbits(n, o.symmetry);
        rng.shuffle(orbits);
        std::uint64_t bounded = 0;
        if (!carver.pass(puzzle, orbits, target, limit_grade, empty, bounded))
            return cancelled_error();
        if (o.empty >= 0 && empty < target && limits.local_moves > 0) {
            const TargetSearch search = search_towards_target(
                carver, puzzle, orbits, target, limit_grade, rng, empty, limits, n, tally);
            if (search == TargetSearch::Cancelled) return cancelled_error();
            if (search == TargetSearch::GiveUp) break;
        }
        // Minimality is per cell: after a symmetric pass (or the Evil walk, which gives clues
        // back) single givens get a pass of their own.
        const auto pass_over_single_givens = [&] {
            auto singles = symmetry_orbits(n, Symmetry::None);
            rng.shuffle(singles);
            return carver.pass(puzzle, singles, target, false, empty, bounded);
        };
        if (o.minimal && o.symmetry != Symmetry::None && !pass_over_single_givens())
            return cancelled_error();
        // A given whose removal check was cut short might be removable: not proven minimal.
        if (o.minimal && bounded > 0) {
            ++tally.minimal_unproven;
            continue;
        }
        tally.most_empty = std::max(tally.most_empty, empty);
        if (o.empty >= 0 && empty != o.empty) continue;
        std::optional<Grade> grade;
        if (grade_fn) {
            ++stats.grades;
            grade = grade_fn(puzzle);
            ++tally.seen[static_cast<int>(*grade)];
            if (walks_to_level(o, *grade) &&
                (*o.difficulty != Grade::Evil || tally.hardening_left > 0)) {
                const WalkEnd end = walk_towards_level(puzzle, solution, orbits, o, grade_fn,
                                                       limits, rng, stats, tally);
                if (end == WalkEnd::Cancelled) return cancelled_error();
                if (end != WalkEnd::Reached) continue;
                grade = *o.difficulty;
                // The walk may give clues back; removing givens never helps logic (an Evil
                // puzzle stays Evil, a lower level may climb past the one asked), so the
                // puzzle is graded again.
                if (o.minimal) {
                    bounded = 0;
                    if (!pass_over_single_givens()) return cancelled_error();
                    ++stats.grades;
                    if (bounded > 0) {
                        ++tally.minimal_unproven;
                        continue;
                    }
                    if (grade_fn(puzzle) != *o.difficulty) continue;
                }
            }
            if (o.difficulty && *grade != *o.difficulty) continue;
        }
        return GeneratedPuzzle{std::move(puzzle), solution, grade, stats};
    }
    return generation_failed(o, limits, stats, tally);
}

}  // namespace sudoku::core
