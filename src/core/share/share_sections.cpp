#include "core/share/share_sections.hpp"

namespace sudoku::core::share {

void put_tag(BitWriter& out, Section section) {
    out.put(static_cast<std::uint32_t>(section), kTagBits);
}

bool read(BitReader& in, int bits, std::uint32_t& value) {
    const auto got = in.get(bits);
    if (got) value = *got;
    return got.has_value();
}

Error cut() {
    return coded_error(ErrorCode::ShareCodeCut);
}

Error bad_value(const Layout& layout, int cell) {
    return coded_error(ErrorCode::ShareCodeBadValue, {layout.cell_name(static_cast<Cell>(cell))});
}

void put_cell_set(BitWriter& out, const std::vector<int>& cells, int cell_count) {
    const auto count = static_cast<std::uint32_t>(cells.size());
    const int count_bits = bits_for(static_cast<std::uint32_t>(cell_count));
    const int index_bits = bits_for(static_cast<std::uint32_t>(cell_count - 1));
    const bool as_list = count_bits + static_cast<int>(count) * index_bits < cell_count;
    out.put_flag(as_list);
    if (as_list) {
        out.put(count, count_bits);
        for (const int c : cells)
            out.put(static_cast<std::uint32_t>(c), index_bits);
        return;
    }
    std::size_t next = 0;
    for (int c = 0; c < cell_count; ++c) {
        const bool in_set = next < cells.size() && cells[next] == c;
        out.put_flag(in_set);
        if (in_set) ++next;
    }
}

Result<std::vector<int>> read_cell_set(BitReader& in, const Layout& layout) {
    const int cell_count = layout.cell_count();
    std::uint32_t as_list = 0;
    if (!read(in, 1, as_list)) return cut();
    std::vector<int> cells;
    if (as_list == 0) {
        for (int c = 0; c < cell_count; ++c) {
            std::uint32_t in_set = 0;
            if (!read(in, 1, in_set)) return cut();
            if (in_set == 1) cells.push_back(c);
        }
        return cells;
    }
    std::uint32_t count = 0;
    if (!read(in, bits_for(static_cast<std::uint32_t>(cell_count)), count)) return cut();
    if (count > static_cast<std::uint32_t>(cell_count)) return bad_value(layout, cell_count - 1);
    const int index_bits = bits_for(static_cast<std::uint32_t>(cell_count - 1));
    for (std::uint32_t i = 0; i < count; ++i) {
        std::uint32_t c = 0;
        if (!read(in, index_bits, c)) return cut();
        // Ascending and on the board: each cell once, so a code has one spelling.
        const int last = cells.empty() ? -1 : cells.back();
        if (c >= static_cast<std::uint32_t>(cell_count)) return bad_value(layout, cell_count - 1);
        if (static_cast<int>(c) <= last) return bad_value(layout, static_cast<int>(c));
        cells.push_back(static_cast<int>(c));
    }
    return cells;
}

}  // namespace sudoku::core::share
