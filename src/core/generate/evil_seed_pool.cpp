#include "core/generate/evil_seed_pool.hpp"

#include <algorithm>
#include <string>

#include "core/generate/evil_seeds.hpp"
#include "core/generate/seed_disguise.hpp"
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
    return layout.size() == list.size && layout.spec().diagonals == list.diagonals &&
           (box == list.box || box == BoxShape{list.box.cols, list.box.rows});
}

// The disguises of boxes with both diagonals and of jigsaw maps (seed_disguise.hpp) keep no
// symmetry but these.
bool disguise_keeps(Symmetry symmetry) {
    return symmetry == Symmetry::None || symmetry == Symmetry::Rotate180;
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
    // Hyper windows do not survive the line permutations.
    if (layout.spec().hyper) return nullptr;
    if (layout.is_jigsaw()) return jigsaw_list_for(layout.size(), layout.spec().diagonals);
    for (const EvilSeedList& list : evil_seed_lists())
        if (!list.jigsaw && serves(list, layout)) return &list;
    return nullptr;
}

const EvilSeedList* EvilSeedPool::jigsaw_list_for(int size, bool diagonals) {
    for (const EvilSeedList& list : evil_seed_lists())
        if (list.jigsaw && list.size == size && list.diagonals == diagonals) return &list;
    return nullptr;
}

Result<EvilSeedPool> EvilSeedPool::create(const LayoutPtr& layout, Symmetry symmetry, int empty) {
    const EvilSeedList* list = layout->is_jigsaw() ? nullptr : list_for(*layout);
    if (!list) return coded_error(ErrorCode::EvilNeedsClassic9, {layout->describe()});
    EvilSeedPool pool(layout, symmetry);
    return pool.take_seeds(*list, empty);
}

Result<EvilSeedPool> EvilSeedPool::create_jigsaw(int size, bool diagonals, Symmetry symmetry,
                                                 int empty) {
    const EvilSeedList* list = jigsaw_list_for(size, diagonals);
    if (!list)
        return coded_error(ErrorCode::EvilNeedsClassic9,
                           {std::to_string(size) + "x" + std::to_string(size) + " jigsaw"});
    EvilSeedPool pool(nullptr, symmetry);
    return pool.take_seeds(*list, empty);
}

Result<EvilSeedPool> EvilSeedPool::take_seeds(const EvilSeedList& list, int empty) {
    // X and jigsaw seeds are kept as listed: draw() disguises them onto the request's layout.
    const bool as_listed = list.diagonals || list.jigsaw;
    const std::vector<GridTransform> turns =
        as_listed ? std::vector<GridTransform>{} : orientations(*m_layout);
    std::vector<int> empties;
    int with_symmetry = 0;
    for (std::string_view line : list.lines) {
        auto parsed = parse_puzzle_line(line);
        // The build checks symbols and length; tests/test_evil_seed_pool.cpp that all parse.
        if (!parsed || parsed->size() != list.size) continue;
        if (as_listed) {
            if (!disguise_keeps(m_symmetry) || !has_clue_symmetry(*parsed, m_symmetry)) continue;
            ++with_symmetry;
            empties.push_back(parsed->empty_count());
            if (empty < 0 || parsed->empty_count() == empty) m_seeds.push_back(std::move(*parsed));
            continue;
        }
        const Board seed(m_layout, seed_cells(list, *m_layout, parsed->cells()));
        for (const GridTransform& turn : turns) {
            Board turned = apply_transform(seed, turn);
            if (!has_clue_symmetry(turned, m_symmetry)) continue;
            ++with_symmetry;
            empties.push_back(turned.empty_count());
            if (empty < 0 || turned.empty_count() == empty) m_seeds.push_back(std::move(turned));
            break;
        }
    }
    if (!m_seeds.empty()) return std::move(*this);
    if (with_symmetry == 0)
        return coded_error(ErrorCode::EvilNoSymmetry, {}, {symmetry_phrase(m_symmetry)});
    if (m_symmetry == Symmetry::None)
        return coded_error(ErrorCode::EvilNoEmptyCount,
                           {std::to_string(empty), empty_range(empties)});
    return coded_error(ErrorCode::EvilSymmetryNoEmptyCount,
                       {std::to_string(empty), empty_range(empties)},
                       {symmetry_phrase(m_symmetry)});
}

Board EvilSeedPool::draw(Random& rng) const {
    const Board& seed = m_seeds[rng.below(static_cast<std::uint32_t>(m_seeds.size()))];
    if (!m_layout || m_layout->spec().diagonals)
        return disguise_seed(seed, m_layout, m_symmetry, rng);
    return apply_transform(seed, random_transform(*m_layout, m_symmetry, rng));
}

}  // namespace sudoku::core
