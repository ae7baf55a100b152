#include "core/generate/killer_generator.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "core/base/check_point.hpp"
#include "core/base/random.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/generate/killer_grade_walk.hpp"
#include "core/generate/killer_logic_build.hpp"
#include "core/generate/pattern_grid.hpp"
#include "core/generate/region_generator.hpp"

namespace sudoku::core {

namespace {

struct SizeRange {
    int low;
    int high;
};

SizeRange cage_sizes(Grade grade, bool givens) {
    SizeRange r{3, 6};
    switch (grade) {
        case Grade::Easy:
            r = {2, 3};
            break;
        case Grade::Medium:
            r = {2, 4};
            break;
        case Grade::Hard:
            r = {3, 5};
            break;
        default:
            break;
    }
    if (givens) r = {r.low + 1, r.high + 2};  // givens carry part of the information
    return r;
}

// A cell left alone (all its free neighbours were taken) joins a neighbouring cage that lacks
// its digit and has room, so single-cell cages (givens in disguise) stay rare.
void merge_single_cells(std::vector<Cage>& cages, std::vector<int>& owner, const Board& solution,
                        int high) {
    const int n = solution.size();
    for (std::size_t k = 0; k < cages.size(); ++k) {
        if (cages[k].cells.size() != 1) continue;
        const Cell c = cages[k].cells.front();
        const int r = c / n, col = c % n;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int i = 0; i < 4; ++i) {
            const int rr = r + dr[i], cc = col + dc[i];
            if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
            const int other = owner[rr * n + cc];
            auto& cells = cages[other].cells;
            if (static_cast<int>(cells.size()) >= std::min(n, high + 1) || cells.size() < 2)
                continue;
            const bool clash = std::any_of(cells.begin(), cells.end(), [&](Cell p) {
                return solution.at(p) == solution.at(c);
            });
            if (clash) continue;
            cells.push_back(c);
            owner[c] = other;
            cages[k].cells.clear();
            break;
        }
    }
    std::erase_if(cages, [](const Cage& cage) { return cage.cells.empty(); });
}

// Cuts the solved grid into connected cages holding no digit twice: each cage grows from the
// first free cell (in a random order) towards a random size by random free side-neighbours.
std::vector<Cage> cut_cages(const Board& solution, SizeRange sizes, Random& rng) {
    const int n = solution.size(), cells = solution.cell_count();
    std::vector<int> owner(static_cast<std::size_t>(cells), -1);
    std::vector<Cell> order(static_cast<std::size_t>(cells));
    std::iota(order.begin(), order.end(), Cell{0});
    rng.shuffle(std::span<Cell>(order));
    std::vector<Cage> cages;
    for (Cell start : order) {
        if (owner[start] >= 0) continue;
        const int want = std::min(
            n, sizes.low + static_cast<int>(
                               rng.below(static_cast<std::uint32_t>(sizes.high - sizes.low + 1))));
        Cage cage{0, {start}};
        owner[start] = static_cast<int>(cages.size());
        Mask used = digit_bit(solution.at(start));
        while (static_cast<int>(cage.cells.size()) < want) {
            std::vector<Cell> next;
            for (Cell c : cage.cells) {
                const int r = c / n, col = c % n;
                const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
                for (int k = 0; k < 4; ++k) {
                    const int rr = r + dr[k], cc = col + dc[k];
                    if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
                    const auto p = static_cast<Cell>(rr * n + cc);
                    if (owner[p] < 0 && (used & digit_bit(solution.at(p))) == 0) next.push_back(p);
                }
            }
            if (next.empty()) break;
            const Cell pick = next[rng.below(static_cast<std::uint32_t>(next.size()))];
            owner[pick] = static_cast<int>(cages.size());
            used |= digit_bit(solution.at(pick));
            cage.cells.push_back(pick);
        }
        cages.push_back(std::move(cage));
    }
    merge_single_cells(cages, owner, solution, sizes.high);
    for (Cage& cage : cages)
        for (Cell c : cage.cells)
            cage.sum += solution.at(c);
    return cages;
}

LayoutPtr with_cages(const Layout& base, std::vector<Cage> cages) {
    LayoutSpec spec = base.spec();
    spec.cages = std::move(cages);
    auto made = Layout::create(std::move(spec));
    return made ? std::move(made).value() : nullptr;
}

// Splits the cage holding `cell` into the cell alone and the rest (itself cut into its
// connected parts), each with the solution's sum.
void split_cage_at(std::vector<Cage>& cages, Cell cell, const Board& solution) {
    const int n = solution.size();
    for (std::size_t k = 0; k < cages.size(); ++k) {
        auto& cells = cages[k].cells;
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()) continue;
        std::vector<Cell> rest;
        for (Cell c : cells)
            if (c != cell) rest.push_back(c);
        cages[k] = Cage{solution.at(cell), {cell}};
        // Connected parts of the rest, by flood fill.
        while (!rest.empty()) {
            Cage part{0, {rest.back()}};
            rest.pop_back();
            for (std::size_t i = 0; i < part.cells.size(); ++i) {
                const Cell c = part.cells[i];
                for (auto it = rest.begin(); it != rest.end();) {
                    const int dr = std::abs(*it / n - c / n), dc = std::abs(*it % n - c % n);
                    if (dr + dc == 1) {
                        part.cells.push_back(*it);
                        it = rest.erase(it);
                    } else {
                        ++it;
                    }
                }
            }
            for (Cell c : part.cells)
                part.sum += solution.at(c);
            cages.push_back(std::move(part));
        }
        return;
    }
}

struct Candidate {
    Board puzzle;
    bool unique = false;
};

// Makes the cages (and givens) unique: where a second solution differs, split the cage there
// (or, with givens, give the digit). A check that runs out of guesses counts as not unique.
std::optional<Candidate> make_unique(const Board& solution, std::vector<Cage> cages, bool givens,
                                     const KillerOptions& o, Random& rng) {
    std::vector<Digit> digits(static_cast<std::size_t>(solution.cell_count()), kEmpty);
    for (;;) {
        if (stop_requested(o.cancel)) return std::nullopt;
        LayoutPtr layout = with_cages(solution.layout(), cages);
        if (!layout) return std::nullopt;
        Board puzzle(layout, digits);
        const FastSolveResult r = fast_solve(puzzle, {.solution_limit = 2,
                                                      .node_limit = o.check_node_limit,
                                                      .keep_second = true,
                                                      .prefer = &solution,
                                                      .cancel = o.cancel});
        if (o.on_check) o.on_check();
        if (r.cancelled) return std::nullopt;
        if (r.solutions == 1 && !r.aborted) return Candidate{std::move(puzzle), true};
        std::vector<Cell> differ;
        if (r.second)
            for (int c = 0; c < solution.cell_count(); ++c)
                if (r.second->at(static_cast<Cell>(c)) != solution.at(static_cast<Cell>(c)))
                    differ.push_back(static_cast<Cell>(c));
        if (differ.empty()) {
            // No witness (the check ran out of guesses): any cell that still can change, a
            // cell of a cage of two or more (or, with givens, an empty cell).
            for (int c = 0; c < solution.cell_count(); ++c) {
                const int k = layout->cage_of(static_cast<Cell>(c));
                const bool open =
                    givens ? digits[c] == kEmpty : k >= 0 && layout->cages()[k].cells.size() > 1;
                if (open) differ.push_back(static_cast<Cell>(c));
            }
            if (differ.empty()) return std::nullopt;
        }
        rng.shuffle(std::span<Cell>(differ));
        if (!givens) {
            split_cage_at(cages, differ.front(), solution);
            continue;
        }
        // Big cages leave many solutions: give a few differing cells at once (the unneeded
        // ones are dropped afterwards) rather than one proof per given.
        for (std::size_t i = 0; i < std::min<std::size_t>(differ.size(), 3); ++i)
            digits[differ[i]] = solution.at(differ[i]);
    }
}

// Drops every given the puzzle does not need (in a random order).
Board drop_givens(Board puzzle, const KillerOptions& o, Random& rng) {
    std::vector<Cell> given;
    for (int c = 0; c < puzzle.cell_count(); ++c)
        if (puzzle.at(static_cast<Cell>(c)) != kEmpty) given.push_back(static_cast<Cell>(c));
    rng.shuffle(std::span<Cell>(given));
    for (Cell c : given) {
        const Digit d = puzzle.at(c);
        puzzle.set(c, kEmpty);
        // A proof that runs out of guesses keeps the given: the result stays unique.
        const FastSolveResult r =
            fast_solve(puzzle, {.solution_limit = 2, .node_limit = o.check_node_limit / 10});
        if (o.on_check) o.on_check();
        if (r.solutions != 1 || r.aborted) puzzle.set(c, d);
    }
    return puzzle;
}

Result<Board> full_grid(const KillerOptions& o, Random& rng) {
    if (o.jigsaw) {
        auto regions = generate_regions({.size = o.layout.size,
                                         .diagonals = o.layout.diagonals,
                                         .seed = rng.next(),
                                         .cancel = o.cancel});
        if (!regions) return regions.error();
        return regions->solution;
    }
    LayoutSpec spec = o.layout;
    spec.cages.clear();
    auto layout = Layout::create(spec);
    if (!layout) return layout.error();
    // A random 25x25 Hyper fill thrashes (0.5-2 s of a Killer request's time, issue 35): the
    // formula's grid, shuffled, as the plain generator takes after its fills give up.
    if (formula_grid_first(spec))
        if (std::optional<Board> pattern = random_pattern_grid(*layout, rng)) return *pattern;
    auto grid = random_solution(Board(*layout), rng.next());
    if (!grid) return coded_error(ErrorCode::NoGridForShape, {(*layout)->describe()});
    return *grid;
}

int grade_distance(Grade a, Grade b) {
    return std::abs(static_cast<int>(a) - static_cast<int>(b));
}

// Up to 9x9, where a logical solve takes milliseconds, a level from Easy to Expert is reached by
// the grade walk (killer_grade_walk.hpp) rather than by proving the cut cages unique, dropping
// givens one proof each and grading: on 9x9 X, jigsaw and jigsaw-X Killer with givens every
// such grid graded Evil, so all eight were drawn (0.25-0.9 s each, issue 35).
constexpr int kWalkMaxSize = 9;

struct GridPuzzle {
    Board puzzle;
    std::optional<Grade> grade;  // known when logic made it (the grader's grade), else graded
};

// The walk's (or the build's) puzzle, or nullopt when it was cancelled or had no move left
// (then the proofs decide, as for Evil).
std::optional<GridPuzzle> walked_puzzle(const Board& solution, std::vector<Cage> cages,
                                        const KillerOptions& o, Random& rng) {
    const KillerWalkOptions walk_options{
        .givens = o.givens, .target = o.difficulty, .cancel = o.cancel, .on_check = o.on_check};
    // Above 9x9 one logical solve from the empty board takes 0.1 s and more: the walk's solve
    // per move (hundreds of moves) would take minutes, so the build goes on from where it was
    // stuck instead. Up to 9x9 the walk, which tries two cells a move, keeps its levels.
    const KillerWalk walk = solution.size() <= kWalkMaxSize
                                ? walk_to_grade(solution, std::move(cages), walk_options, rng)
                                : build_by_logic(solution, std::move(cages), walk_options, rng);
    if (!walk.grade) return std::nullopt;
    LayoutPtr layout = with_cages(solution.layout(), walk.cages);
    if (!layout) return std::nullopt;
    // Up to 9x9 the grader grades it again, as before (a few milliseconds).
    return GridPuzzle{Board(layout, walk.digits),
                      solution.size() > kWalkMaxSize ? walk.grade : std::nullopt};
}

// A unique puzzle from one grid: the grade walk (or build) where it serves, else the cages made
// unique by proofs (givens dropped after). nullopt: cancelled.
std::optional<GridPuzzle> puzzle_from_grid(const Board& solution, const KillerOptions& o,
                                           Random& rng) {
    auto cages = cut_cages(solution, cage_sizes(o.difficulty, o.givens), rng);
    if (o.difficulty != Grade::Evil) {
        if (auto walked = walked_puzzle(solution, cages, o, rng)) return walked;
        if (stop_requested(o.cancel)) return std::nullopt;
    }
    auto made = make_unique(solution, std::move(cages), o.givens, o, rng);
    if (!made) return std::nullopt;
    return GridPuzzle{o.givens ? drop_givens(made->puzzle, o, rng) : made->puzzle, std::nullopt};
}

}  // namespace

Result<GeneratedPuzzle> generate_killer(const KillerOptions& o) {
    Random rng(o.seed);
    std::optional<GeneratedPuzzle> best;
    const GradeFn grade = logical_grader();
    int drawn = 0;
    std::optional<Board> map_grid;  // a big jigsaw board's first grid, kept (see below)
    for (int attempt = 0; attempt < std::max(1, o.max_attempts); ++attempt) {
        drawn = attempt + 1;
        // Above 9x9 a jigsaw grid comes with a fresh region map, which can take seconds to
        // fill (20x20 jigsaw-X Hard with givens: one seed of three 3.2 s of CPU over its
        // grids): later grids there keep the first map and grid, and cut new cages.
        const bool keep_map = o.jigsaw && o.layout.size > kWalkMaxSize;
        if (!keep_map || !map_grid) {
            auto grid = full_grid(o, rng);
            if (!grid) return grid.error();
            map_grid = std::move(*grid);
        }
        const Board solution = *map_grid;
        auto made = puzzle_from_grid(solution, o, rng);
        if (!made) return coded_error(ErrorCode::Cancelled);
        Board puzzle = std::move(made->puzzle);
        Board solved(puzzle.layout_ptr(), solution.cells());
        const Grade g = made->grade ? *made->grade : grade(puzzle);
        GeneratedPuzzle out{std::move(puzzle), std::move(solved), g, {}};
        if (!best || grade_distance(g, o.difficulty) < grade_distance(*best->grade, o.difficulty))
            best = std::move(out);
        if (best->grade == o.difficulty) break;
    }
    // Every grid drawn counts (as in generate_puzzle), the kept one being any of them.
    best->stats.attempts = drawn;
    return std::move(*best);
}

}  // namespace sudoku::core
