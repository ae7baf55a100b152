#include "core/share/share_cages.hpp"

#include <algorithm>

#include "core/share/share_sections.hpp"

namespace sudoku::core::share {

namespace {

// How a cell names its cage (2 bits); Other is followed by a flag: a new cage and its sum, or
// the index of a cage met earlier (in order of first cells).
enum class CageRef : std::uint32_t { None = 0, Left = 1, Up = 2, Other = 3 };

int sum_bits(int n) {
    return bits_for(static_cast<std::uint32_t>(n * (n + 1) / 2));
}

// The cage of each cell as numbered by first appearance (-1 for none), and the reading order's
// number of each cage of the layout.
struct Numbering {
    std::vector<int> seen_of_cell;
    std::vector<int> seen_of_cage;
};

Numbering number_cages(const Layout& layout) {
    Numbering numbering{std::vector<int>(layout.cell_count(), -1),
                        std::vector<int>(layout.cages().size(), -1)};
    int seen = 0;
    for (int c = 0; c < layout.cell_count(); ++c) {
        const int k = layout.cage_of(static_cast<Cell>(c));
        if (k < 0) continue;
        if (numbering.seen_of_cage[k] < 0) numbering.seen_of_cage[k] = seen++;
        numbering.seen_of_cell[c] = numbering.seen_of_cage[k];
    }
    return numbering;
}

void put_cell(BitWriter& out, const Layout& layout, const Numbering& numbering, int c, int& seen) {
    const int n = layout.size();
    const int mine = numbering.seen_of_cell[c];
    const auto put_ref = [&](CageRef ref) { out.put(static_cast<std::uint32_t>(ref), 2); };
    if (mine < 0) return put_ref(CageRef::None);
    if (c % n > 0 && numbering.seen_of_cell[c - 1] == mine) return put_ref(CageRef::Left);
    if (c >= n && numbering.seen_of_cell[c - n] == mine) return put_ref(CageRef::Up);
    put_ref(CageRef::Other);
    const bool is_new = mine == seen;
    out.put_flag(is_new);
    if (is_new) {
        out.put(
            static_cast<std::uint32_t>(layout.cages()[layout.cage_of(static_cast<Cell>(c))].sum),
            sum_bits(n));
        ++seen;
    } else {
        out.put(static_cast<std::uint32_t>(mine), bits_for(static_cast<std::uint32_t>(seen - 1)));
    }
}

// Reads one cell's reference into `cages` (numbered by first appearance) and `cage_of`.
std::optional<Error> read_cell(BitReader& in, const Layout& layout, int c, std::vector<Cage>& cages,
                               std::vector<int>& cage_of) {
    const int n = layout.size();
    std::uint32_t ref = 0, is_new = 0, value = 0;
    if (!read(in, 2, ref)) return cut();
    int k = -1;
    switch (static_cast<CageRef>(ref)) {
        case CageRef::None:
            return std::nullopt;
        case CageRef::Left:
            k = c % n > 0 ? cage_of[c - 1] : -1;
            break;
        case CageRef::Up:
            k = c >= n ? cage_of[c - n] : -1;
            break;
        case CageRef::Other:
            if (!read(in, 1, is_new)) return cut();
            if (is_new == 1) {
                if (!read(in, sum_bits(n), value)) return cut();
                cages.push_back({static_cast<int>(value), {}});
                k = static_cast<int>(cages.size()) - 1;
                break;
            }
            if (cages.empty()) return bad_value(layout, c);
            if (!read(in, bits_for(static_cast<std::uint32_t>(cages.size() - 1)), value))
                return cut();
            k = value < cages.size() ? static_cast<int>(value) : -1;
            break;
    }
    if (k < 0) return bad_value(layout, c);
    cage_of[c] = k;
    cages[k].cells.push_back(static_cast<Cell>(c));
    return std::nullopt;
}

}  // namespace

void put_cages(BitWriter& out, const Layout& layout) {
    if (!layout.is_killer()) return;
    put_tag(out, Section::Cages);
    const Numbering numbering = number_cages(layout);
    int seen = 0;
    for (int c = 0; c < layout.cell_count(); ++c)
        put_cell(out, layout, numbering, c, seen);
    // The layout's own order of cages, when it is not the order of their first cells.
    bool reordered = false;
    for (std::size_t k = 0; k < numbering.seen_of_cage.size(); ++k)
        reordered = reordered || numbering.seen_of_cage[k] != static_cast<int>(k);
    out.put_flag(reordered);
    if (!reordered) return;
    const int bits = bits_for(static_cast<std::uint32_t>(layout.cages().size() - 1));
    for (const int seen_number : numbering.seen_of_cage)
        out.put(static_cast<std::uint32_t>(seen_number), bits);
}

Result<std::vector<Cage>> read_cages(BitReader& in, const Layout& layout) {
    std::vector<Cage> seen;
    std::vector<int> cage_of(layout.cell_count(), -1);
    for (int c = 0; c < layout.cell_count(); ++c)
        if (auto error = read_cell(in, layout, c, seen, cage_of)) return *error;
    std::uint32_t reordered = 0;
    if (!read(in, 1, reordered)) return cut();
    if (reordered == 0 || seen.empty()) return seen;
    // A permutation: cage k of the layout is the one met seen_number-th.
    const int bits = bits_for(static_cast<std::uint32_t>(seen.size() - 1));
    std::vector<Cage> cages(seen.size());
    std::vector<char> used(seen.size(), 0);
    std::vector<Cell> first_cells;
    for (const Cage& cage : seen)
        first_cells.push_back(cage.cells.front());
    for (Cage& cage : cages) {
        std::uint32_t seen_number = 0;
        if (!read(in, bits, seen_number)) return cut();
        if (seen_number >= seen.size() || used[seen_number])
            return bad_value(layout,
                             first_cells[std::min<std::size_t>(seen_number, seen.size() - 1)]);
        used[seen_number] = 1;
        cage = std::move(seen[seen_number]);
    }
    return cages;
}

}  // namespace sudoku::core::share
