#include "core/generate/region_map_pool.hpp"

#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

#include "core/base/check_point.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/generate/stored_region_maps.hpp"

namespace sudoku::core {

namespace {

constexpr int kSymmetries = 8;
// Guesses for the fresh fill of a stored map. Fills that succeed do so early: over the 25x25
// maps, 4 random fills each, 8% succeeded within 500 guesses, 15% within 5,000 and 16% within
// 20,000, so a larger bound mostly pays for fills that fail.
constexpr std::uint64_t kRefillNodes = 500;

// The stored grid with its digits relabelled at random: the fallback when the fresh fill runs
// out of guesses.
Board relabelled(const Board& board, Random& rng) {
    std::vector<Digit> digits(static_cast<std::size_t>(board.size()));
    std::iota(digits.begin(), digits.end(), Digit{1});
    rng.shuffle(digits);
    std::vector<Digit> cells(board.cells().begin(), board.cells().end());
    for (Digit& d : cells)
        d = digits[static_cast<std::size_t>(d - 1)];
    return Board(board.layout_ptr(), std::move(cells));
}

}  // namespace

int dihedral_source_cell(int n, int cell, int symmetry) {
    int r = cell / n, c = cell % n;
    if (symmetry & 2) r = n - 1 - r;
    if (symmetry & 4) c = n - 1 - c;
    if (symmetry & 1) std::swap(r, c);
    return r * n + c;
}

Board transform_jigsaw(const Board& board, int symmetry) {
    const int n = board.size();
    LayoutSpec spec = board.layout().spec();
    const std::vector<int> old_regions = spec.regions;
    std::vector<Digit> cells(static_cast<std::size_t>(n * n));
    std::vector<int> renumber(static_cast<std::size_t>(n), -1);
    int next_id = 0;
    for (int cell = 0; cell < n * n; ++cell) {
        const int from = dihedral_source_cell(n, cell, symmetry);
        cells[static_cast<std::size_t>(cell)] = board.at(static_cast<Cell>(from));
        int& id = renumber[static_cast<std::size_t>(old_regions[static_cast<std::size_t>(from)])];
        if (id < 0) id = next_id++;
        spec.regions[static_cast<std::size_t>(cell)] = id;
    }
    // A symmetry of the square keeps pieces connected and the diagonals (as a pair) in place.
    return Board(*Layout::create(std::move(spec)), std::move(cells));
}

std::optional<Result<GeneratedRegions>> draw_stored_regions(const RegionGeneratorOptions& o) {
    const StoredMapList* list = stored_map_list(o.size, o.diagonals);
    if (!list) return std::nullopt;
    if (stop_requested(o.cancel)) return Result<GeneratedRegions>(cancelled_error());
    Random rng(o.seed);
    const auto pick = rng.below(static_cast<std::uint32_t>(list->lines.size()));
    auto stored = parse_stored_map(list->lines[pick], o.size, o.diagonals);
    if (!stored) return Result<GeneratedRegions>(stored.error());
    const Board turned = transform_jigsaw(
        *stored, static_cast<int>(rng.below(static_cast<std::uint32_t>(kSymmetries))));
    // A fresh fill of the known-fillable map gives a solution unrelated to the stored one.
    const FastSolveResult fill = fast_solve(
        Board(turned.layout_ptr()), {.solution_limit = 1,
                                     .node_limit = std::min(o.fill_node_limit, kRefillNodes),
                                     .random_order = true,
                                     .seed = rng.next(),
                                     .cancel = o.cancel});
    if (fill.cancelled) return Result<GeneratedRegions>(cancelled_error());
    Board solution = fill.first ? *fill.first : relabelled(turned, rng);
    return Result<GeneratedRegions>(GeneratedRegions{turned.layout_ptr(), std::move(solution), 1});
}

}  // namespace sudoku::core
