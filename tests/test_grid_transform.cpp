// Grid transformations: solved grids stay solved on every box shape, a transformed puzzle's
// unique solution is the transformed solution, clue symmetry is kept when asked, line
// permutations respect bands and stacks, and re-orientations turn other axes into ours.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include "core/fast/fast_solver.hpp"
#include "core/generate/generator.hpp"
#include "core/grid/grid_transform.hpp"
#include "core/text/puzzle_line.hpp"

using namespace sudoku::core;

namespace {

constexpr Symmetry kSymmetries[] = {Symmetry::None, Symmetry::Rotate180, Symmetry::Mirror,
                                    Symmetry::Diagonal};

Board full_grid(int n, BoxShape box = {}) {
    auto layout = Layout::create({.size = n, .box = box});
    REQUIRE(layout.ok());
    auto grid = random_solution(Board(*layout), 99);
    REQUIRE(grid.has_value());
    return *grid;
}

// Each line permutation moves whole blocks of `len` lines and keeps each block's lines
// together: lines of one new block all come from one old block.
bool keeps_blocks(const std::vector<int>& perm, int len) {
    std::vector<int> sorted = perm;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != static_cast<int>(i)) return false;  // not a permutation
    for (std::size_t i = 0; i < perm.size(); ++i)
        if (perm[i] / len != perm[i - i % len] / len) return false;
    return true;
}

}  // namespace

TEST_CASE("transforming a solved grid keeps it solved, for every box shape and symmetry") {
    const BoxShape shapes[] = {{2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 4}};
    for (BoxShape box : shapes) {
        const Board grid = full_grid(box.rows * box.cols, box);
        for (Symmetry keep : kSymmetries) {
            Random rng(static_cast<std::uint64_t>(box.rows * 10 + box.cols));
            for (int i = 0; i < 10; ++i) {
                CAPTURE(box.rows);
                CAPTURE(box.cols);
                CAPTURE(std::string(symmetry_name(keep)));
                const GridTransform t = random_transform(grid.layout(), keep, rng);
                CHECK(keeps_blocks(t.rows, t.transpose ? box.cols : box.rows));
                CHECK(keeps_blocks(t.cols, t.transpose ? box.rows : box.cols));
                if (box.rows != box.cols) CHECK_FALSE(t.transpose);
                const Board out = apply_transform(grid, t);
                CHECK(out.is_solved());
                CHECK(out.layout().spec() == grid.layout().spec());
            }
        }
    }
}

TEST_CASE("a transformed puzzle's unique solution is the transformed solution") {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/top95.txt");
    REQUIRE(in.good());
    Random rng(5);
    int tested = 0;
    for (std::string line; std::getline(in, line) && tested < 10;) {
        if (is_skippable_line(line)) continue;
        auto puzzle = parse_puzzle_line(line);
        REQUIRE(puzzle.ok());
        const auto solution = solve(*puzzle);
        REQUIRE(solution.has_value());
        const GridTransform t = random_transform(puzzle->layout(), Symmetry::None, rng);
        const Board moved = apply_transform(*puzzle, t);
        CHECK(moved.empty_count() == puzzle->empty_count());
        CHECK(moved != *puzzle);
        const FastSolveResult r = fast_solve(moved, {.solution_limit = 2});
        CHECK(r.solutions == 1);
        REQUIRE(r.first.has_value());
        CHECK(*r.first == apply_transform(*solution, t));
        ++tested;
    }
    CHECK(tested == 10);
}

TEST_CASE("digit relabelling is a permutation and the identity changes nothing") {
    const Board grid = full_grid(9);
    CHECK(apply_transform(grid, identity_transform(9)) == grid);
    Random rng(1);
    const GridTransform t = random_transform(grid.layout(), Symmetry::None, rng);
    REQUIRE(t.digits.size() == 10);
    CHECK(t.digits[0] == kEmpty);
    std::vector<Digit> labels(t.digits.begin() + 1, t.digits.end());
    std::sort(labels.begin(), labels.end());
    for (int d = 1; d <= 9; ++d)
        CHECK(labels[static_cast<std::size_t>(d - 1)] == d);
}

TEST_CASE("clue symmetry survives a transformation that keeps it, not one that does not") {
    for (Symmetry s : {Symmetry::Rotate180, Symmetry::Mirror, Symmetry::Diagonal}) {
        CAPTURE(std::string(symmetry_name(s)));
        auto g = generate_puzzle({.layout = {.size = 9}, .symmetry = s, .seed = 3});
        REQUIRE(g.ok());
        REQUIRE(has_clue_symmetry(g->puzzle, s));
        Random rng(8);
        int broken = 0;
        for (int i = 0; i < 20; ++i) {
            CHECK(has_clue_symmetry(
                apply_transform(g->puzzle, random_transform(g->puzzle.layout(), s, rng)), s));
            const GridTransform any = random_transform(g->puzzle.layout(), Symmetry::None, rng);
            if (!has_clue_symmetry(apply_transform(g->puzzle, any), s)) ++broken;
        }
        CHECK(broken > 0);  // so the kept symmetry is not an accident of the pattern
    }
}

TEST_CASE("re-orientations turn anti-diagonal and top-bottom patterns into ours") {
    const auto layout = Layout::classic(9);
    const auto with_givens = [&](std::initializer_list<std::pair<int, int>> cells) {
        Board b(layout);
        for (auto [r, c] : cells)
            b.set(layout->cell_at(r, c), 1);
        return b;
    };
    const auto some_orientation_has = [&](const Board& b, Symmetry s) {
        const auto turns = orientations(*layout);
        return std::any_of(turns.begin(), turns.end(), [&](const GridTransform& t) {
            return has_clue_symmetry(apply_transform(b, t), s);
        });
    };
    // r1c2 and r8c9 mirror each other in the anti-diagonal only.
    const Board anti = with_givens({{0, 1}, {7, 8}});
    CHECK_FALSE(has_clue_symmetry(anti, Symmetry::Diagonal));
    CHECK(some_orientation_has(anti, Symmetry::Diagonal));
    // r1c2 and r9c2 mirror each other top to bottom only.
    const Board top_bottom = with_givens({{0, 1}, {8, 1}});
    CHECK_FALSE(has_clue_symmetry(top_bottom, Symmetry::Mirror));
    CHECK(some_orientation_has(top_bottom, Symmetry::Mirror));
    // A lone off-centre given has no symmetry in any orientation.
    CHECK_FALSE(some_orientation_has(with_givens({{0, 1}}), Symmetry::Rotate180));
    CHECK(orientations(*layout).size() == 4);
    CHECK(orientations(**Layout::create({.size = 6})).size() == 2);  // 2x3 boxes: no transpose
}

TEST_CASE("only plain box layouts are transformable") {
    CHECK(transformable(*Layout::classic(9)));
    CHECK(transformable(**Layout::create({.size = 6, .box = {3, 2}})));
    CHECK_FALSE(transformable(**Layout::create({.size = 9, .diagonals = true})));
    CHECK_FALSE(transformable(**Layout::create({.size = 9, .hyper = true})));
    auto jigsaw = generate_puzzle({.layout = {.size = 5}, .jigsaw = true, .seed = 1});
    REQUIRE(jigsaw.ok());
    CHECK_FALSE(transformable(jigsaw->puzzle.layout()));
}
