#include "core/share/share_marks.hpp"

#include <algorithm>

#include "core/share/share_sections.hpp"

namespace sudoku::core::share {

namespace {

const int kColourBits = bits_for(static_cast<std::uint32_t>(kPaletteSize));

template <class T, class Has>
std::vector<int> cells_where(const std::vector<T>& values, Has has) {
    std::vector<int> cells;
    for (int c = 0; c < static_cast<int>(values.size()); ++c)
        if (has(values[c])) cells.push_back(c);
    return cells;
}

bool any_colour(const CandidateColours& colours) {
    return std::any_of(colours.begin(), colours.end(), [](Colour k) { return k != 0; });
}

// The digits (bit d - 1 for digit d) that have a colour.
std::uint32_t coloured_digits(const CandidateColours& colours, int n) {
    std::uint32_t bits = 0;
    for (int d = 0; d < n; ++d)
        if (colours[d] != 0) bits |= 1u << d;
    return bits;
}

Error bad_colour(const Layout& layout, int cell, std::uint32_t colour) {
    return coded_error(ErrorCode::ShareCodeBadColour,
                       {layout.cell_name(static_cast<Cell>(cell)), std::to_string(colour),
                        std::to_string(kPaletteSize)});
}

// A colour index 1..kPaletteSize into `colour`.
std::optional<Error> read_colour(BitReader& in, const Layout& layout, int cell, Colour& colour) {
    std::uint32_t k = 0;
    if (!read(in, kColourBits, k)) return cut();
    if (k < 1 || k > static_cast<std::uint32_t>(kPaletteSize)) return bad_colour(layout, cell, k);
    colour = static_cast<Colour>(k);
    return std::nullopt;
}

}  // namespace

void put_marks(BitWriter& out, const Position& p) {
    const int n = p.digits.size();
    const int cell_count = p.digits.cell_count();
    const auto corners = cells_where(p.corners, [](Mask m) { return m != 0; });
    if (!corners.empty()) {
        put_tag(out, Section::Corners);
        put_cell_set(out, corners, cell_count);
        for (const int c : corners)
            out.put(p.corners[c] >> 1, n);  // bit d - 1 for digit d
    }
    const auto coloured = cells_where(p.colours, [](Colour k) { return k != 0; });
    if (!coloured.empty()) {
        put_tag(out, Section::Colours);
        put_cell_set(out, coloured, cell_count);
        for (const int c : coloured)
            out.put(p.colours[c], kColourBits);
    }
    const auto candidates = cells_where(p.candidate_colours, any_colour);
    if (candidates.empty()) return;
    put_tag(out, Section::CandidateColours);
    put_cell_set(out, candidates, cell_count);
    for (const int c : candidates) {
        out.put(coloured_digits(p.candidate_colours[c], n), n);
        for (int d = 0; d < n; ++d)
            if (p.candidate_colours[c][d] != 0) out.put(p.candidate_colours[c][d], kColourBits);
    }
}

std::optional<Error> read_corners(BitReader& in, Position& p) {
    const Layout& layout = p.digits.layout();
    auto cells = read_cell_set(in, layout);
    if (!cells) return cells.error();
    for (const int c : *cells) {
        std::uint32_t mask = 0;
        if (!read(in, layout.size(), mask)) return cut();
        if (mask == 0) return bad_value(layout, c);
        p.corners[c] = mask << 1;
    }
    return std::nullopt;
}

std::optional<Error> read_colours(BitReader& in, Position& p) {
    const Layout& layout = p.digits.layout();
    auto cells = read_cell_set(in, layout);
    if (!cells) return cells.error();
    for (const int c : *cells)
        if (auto error = read_colour(in, layout, c, p.colours[c])) return error;
    return std::nullopt;
}

std::optional<Error> read_candidate_colours(BitReader& in, Position& p) {
    const Layout& layout = p.digits.layout();
    const int n = layout.size();
    auto cells = read_cell_set(in, layout);
    if (!cells) return cells.error();
    for (const int c : *cells) {
        std::uint32_t digits = 0;
        if (!read(in, n, digits)) return cut();
        if (digits == 0) return bad_value(layout, c);
        CandidateColours& colours = p.candidate_colours[c];
        colours = {};
        for (int d = 0; d < n; ++d)
            if ((digits >> d) & 1u)
                if (auto error = read_colour(in, layout, c, colours[d])) return error;
    }
    return std::nullopt;
}

}  // namespace sudoku::core::share
