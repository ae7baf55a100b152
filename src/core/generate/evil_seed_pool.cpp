#include "core/generate/evil_seed_pool.hpp"

#include <algorithm>
#include <string>

#include "core/generate/evil_seeds.hpp"
#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

namespace {

std::string empty_range(const std::vector<int>& counts) {
    if (counts.empty()) return "none";
    const auto [lo, hi] = std::minmax_element(counts.begin(), counts.end());
    return std::to_string(*lo) + ".." + std::to_string(*hi);
}

// A list of R x C boxes also serves C x R boxes: the grid read transposed fits them (rows
// become columns, boxes their transposes), with the same clue count and logic.
bool serves(const EvilSeedList& list, const Layout& layout) {
    const BoxShape box = layout.box_shape();
    return layout.size() == list.size &&
           (box == list.box || box == BoxShape{list.box.cols, list.box.rows});
}

// The seed's digits on the request's layout, read transposed when its boxes are.
std::vector<Digit> seed_cells(const EvilSeedList& list, const Layout& layout,
                              const std::vector<Digit>& cells) {
    if (layout.box_shape() == list.box) return cells;
    const int n = list.size;
    std::vector<Digit> out(cells.size());
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            out[static_cast<std::size_t>(r * n + c)] = cells[static_cast<std::size_t>(c * n + r)];
    return out;
}

}  // namespace

const EvilSeedList* EvilSeedPool::list_for(const Layout& layout) {
    if (!transformable(layout)) return nullptr;
    for (const EvilSeedList& list : evil_seed_lists())
        if (serves(list, layout)) return &list;
    return nullptr;
}

Result<EvilSeedPool> EvilSeedPool::create(const LayoutPtr& layout, Symmetry symmetry, int empty) {
    const EvilSeedList* list = list_for(*layout);
    if (!list) return coded_error(ErrorCode::EvilNeedsClassic9, {layout->describe()});
    EvilSeedPool pool(layout, symmetry);
    const std::vector<GridTransform> turns = orientations(*layout);
    std::vector<int> empties;
    int with_symmetry = 0;
    for (std::string_view line : list->lines) {
        auto parsed = parse_puzzle_line(line);
        // The build checks symbols and length; tests/test_evil_seed_pool.cpp that all parse.
        if (!parsed || parsed->size() != list->size) continue;
        const Board seed(layout, seed_cells(*list, *layout, parsed->cells()));
        for (const GridTransform& turn : turns) {
            Board turned = apply_transform(seed, turn);
            if (!has_clue_symmetry(turned, symmetry)) continue;
            ++with_symmetry;
            empties.push_back(turned.empty_count());
            if (empty < 0 || turned.empty_count() == empty)
                pool.m_seeds.push_back(std::move(turned));
            break;
        }
    }
    if (pool.m_seeds.empty()) {
        if (with_symmetry == 0)
            return coded_error(ErrorCode::EvilNoSymmetry, {}, {symmetry_phrase(symmetry)});
        if (symmetry == Symmetry::None)
            return coded_error(ErrorCode::EvilNoEmptyCount,
                               {std::to_string(empty), empty_range(empties)});
        return coded_error(ErrorCode::EvilSymmetryNoEmptyCount,
                           {std::to_string(empty), empty_range(empties)},
                           {symmetry_phrase(symmetry)});
    }
    return pool;
}

Board EvilSeedPool::draw(Random& rng) const {
    const Board& seed = m_seeds[rng.below(static_cast<std::uint32_t>(m_seeds.size()))];
    return apply_transform(seed, random_transform(*m_layout, m_symmetry, rng));
}

}  // namespace sudoku::core
