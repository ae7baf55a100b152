#include "core/share/share_code.hpp"

#include <optional>

#include "core/share/bit_stream.hpp"
#include "core/share/share_cages.hpp"
#include "core/share/share_marks.hpp"
#include "core/share/share_sections.hpp"

namespace sudoku::core {

namespace {

using share::bad_value;
using share::cut;
using share::put_tag;
using share::read;
using share::Section;

constexpr int kSizeBits = 5;  // sizes up to 25 (31)

constexpr CellMark kMarks[] = {CellMark::Given, CellMark::User, CellMark::Hint, CellMark::Solution};

std::uint32_t mark_code(CellMark mark) {
    for (std::uint32_t i = 0; i < std::size(kMarks); ++i)
        if (kMarks[i] == mark) return i;
    return 1;  // an unmarked digit reads back as the player's
}

// Size, the jigsaw/X/Hyper flags and the boxes or the jigsaw piece of every cell. Cages follow
// in their own section (version 1 codes had none).
void put_shape(BitWriter& out, const LayoutSpec& spec) {
    out.put(static_cast<std::uint32_t>(spec.size), kSizeBits);
    out.put_flag(!spec.regions.empty());
    out.put_flag(spec.diagonals);
    out.put_flag(spec.hyper);
    if (spec.regions.empty()) {
        out.put(static_cast<std::uint32_t>(spec.box.rows), kSizeBits);
        out.put(static_cast<std::uint32_t>(spec.box.cols), kSizeBits);
        return;
    }
    const int bits = bits_for(static_cast<std::uint32_t>(spec.size - 1));
    for (const int region : spec.regions)
        out.put(static_cast<std::uint32_t>(region), bits);
}

void put_cells(BitWriter& out, const Position& p) {
    const int n = p.digits.size();
    put_tag(out, Section::Digits);
    for (int c = 0; c < p.digits.cell_count(); ++c) {
        const Digit d = p.digits.at(static_cast<Cell>(c));
        out.put_flag(d != kEmpty);
        if (d == kEmpty) continue;
        out.put(mark_code(p.marks[c]), 2);
        out.put(static_cast<std::uint32_t>(d), bits_for(static_cast<std::uint32_t>(n)));
    }
    bool any_notes = false;
    for (const Mask m : p.notes)
        any_notes = any_notes || m != 0;
    if (!any_notes) return;
    put_tag(out, Section::Notes);
    for (const Mask m : p.notes) {
        out.put_flag(m != 0);
        if (m != 0) out.put(m >> 1, n);  // bit d-1 for digit d
    }
}

Result<LayoutSpec> read_shape(BitReader& in) {
    LayoutSpec spec;
    std::uint32_t size = 0, jigsaw = 0, diagonals = 0, hyper = 0;
    if (!read(in, kSizeBits, size) || !read(in, 1, jigsaw) || !read(in, 1, diagonals) ||
        !read(in, 1, hyper))
        return cut();
    spec.size = static_cast<int>(size);
    spec.diagonals = diagonals == 1;
    spec.hyper = hyper == 1;
    if (spec.size < 4 || spec.size > 25) return size_out_of_range(spec.size);
    if (jigsaw == 0) {
        std::uint32_t rows = 0, cols = 0;
        if (!read(in, kSizeBits, rows) || !read(in, kSizeBits, cols)) return cut();
        spec.box = {static_cast<int>(rows), static_cast<int>(cols)};
        return spec;
    }
    const int bits = bits_for(size - 1);
    spec.regions.resize(size * size);
    for (int& region : spec.regions) {
        std::uint32_t r = 0;
        if (!read(in, bits, r)) return cut();
        region = static_cast<int>(r);
    }
    return spec;
}

std::optional<Error> read_digits(BitReader& in, Position& p) {
    const Layout& layout = p.digits.layout();
    const int n = layout.size();
    for (int c = 0; c < layout.cell_count(); ++c) {
        std::uint32_t filled = 0, mark = 0, digit = 0;
        if (!read(in, 1, filled)) return cut();
        if (filled == 0) continue;
        if (!read(in, 2, mark) || !read(in, bits_for(static_cast<std::uint32_t>(n)), digit))
            return cut();
        if (digit < 1 || digit > static_cast<std::uint32_t>(n)) return bad_value(layout, c);
        p.digits.set(static_cast<Cell>(c), static_cast<Digit>(digit));
        p.marks[c] = kMarks[mark];
    }
    return std::nullopt;
}

std::optional<Error> read_notes(BitReader& in, Position& p) {
    const Layout& layout = p.digits.layout();
    for (int c = 0; c < layout.cell_count(); ++c) {
        std::uint32_t has = 0, mask = 0;
        if (!read(in, 1, has)) return cut();
        if (has == 0) continue;
        if (!read(in, layout.size(), mask)) return cut();
        // Notes stand only in empty cells (the invariant of Position).
        if (mask == 0 || p.digits.at(static_cast<Cell>(c)) != kEmpty) return bad_value(layout, c);
        p.notes[c] = mask << 1;
    }
    return std::nullopt;
}

// What the sections hold besides the position's cells: the cages, when a section gave them.
struct Extras {
    std::optional<std::vector<Cage>> cages;
};

std::optional<Error> read_section(BitReader& in, Section section, Position& p, Extras& extras) {
    switch (section) {
        case Section::Digits:
            return read_digits(in, p);
        case Section::Notes:
            return read_notes(in, p);
        case Section::Corners:
            return share::read_corners(in, p);
        case Section::Colours:
            return share::read_colours(in, p);
        case Section::CandidateColours:
            return share::read_candidate_colours(in, p);
        case Section::Cages: {
            auto cages = share::read_cages(in, p.digits.layout());
            if (!cages) return cages.error();
            extras.cages = std::move(*cages);
            return std::nullopt;
        }
        case Section::End:
            break;
    }
    return std::nullopt;
}

std::optional<Error> read_sections(BitReader& in, Position& p, Extras& extras) {
    for (;;) {
        std::uint32_t tag = 0;
        if (!read(in, share::kTagBits, tag)) return cut();
        if (tag == static_cast<std::uint32_t>(Section::End)) return std::nullopt;
        if (tag > static_cast<std::uint32_t>(Section::Cages))
            return coded_error(ErrorCode::ShareCodeNewer, {std::to_string(tag)});
        if (auto error = read_section(in, static_cast<Section>(tag), p, extras)) return error;
    }
}

// Position's invariant, whatever order the sections came in: marks of any kind but colour stand
// only in empty cells.
std::optional<Error> check_filled_cells(const Position& p) {
    for (int c = 0; c < p.digits.cell_count(); ++c)
        if (p.digits.at(static_cast<Cell>(c)) != kEmpty &&
            (p.notes[c] != 0 || p.corners[c] != 0 || p.candidate_colours[c] != CandidateColours{}))
            return bad_value(p.digits.layout(), c);
    return std::nullopt;
}

// Puts the cages into the position's layout (Layout::create checks them: connected, at most N
// cells, a sum that N distinct digits can make).
std::optional<Error> add_cages(Position& p, std::vector<Cage> cages) {
    LayoutSpec spec = p.digits.layout().spec();
    spec.cages = std::move(cages);
    auto layout = Layout::create(std::move(spec));
    if (!layout) return coded_error(ErrorCode::ShareCodeBadCages, {}, {layout.error()});
    p.digits = Board(*layout, p.digits.cells());
    return std::nullopt;
}

// The payload without its check, or why the text is not a sound code.
Result<std::vector<std::uint8_t>> payload_of(std::string_view code) {
    while (!code.empty() && (code.front() == ' ' || code.front() == '\t' || code.front() == '\n' ||
                             code.front() == '\r'))
        code.remove_prefix(1);
    while (!code.empty() && (code.back() == ' ' || code.back() == '\t' || code.back() == '\n' ||
                             code.back() == '\r'))
        code.remove_suffix(1);
    if (code.substr(0, kShareCodePrefix.size()) != kShareCodePrefix)
        return coded_error(ErrorCode::ShareCodeNotOurs, {std::string(code.substr(0, 12))});
    code.remove_prefix(kShareCodePrefix.size());
    auto bytes = base64url_decode(code);
    if (!bytes || bytes->size() < 3) return coded_error(ErrorCode::ShareCodeDamaged);
    const std::uint16_t stored =
        static_cast<std::uint16_t>((bytes->at(bytes->size() - 2) << 8) | bytes->back());
    bytes->resize(bytes->size() - 2);
    if (check16(*bytes) != stored) return coded_error(ErrorCode::ShareCodeDamaged);
    return std::move(*bytes);
}

}  // namespace

std::string encode_share_code(const Position& position) {
    BitWriter out;
    put_shape(out, position.digits.layout().spec());
    put_cells(out, position);
    share::put_marks(out, position);
    share::put_cages(out, position.digits.layout());
    put_tag(out, Section::End);
    std::vector<std::uint8_t> bytes = out.bytes();
    const std::uint16_t check = check16(bytes);
    bytes.push_back(static_cast<std::uint8_t>(check >> 8));
    bytes.push_back(static_cast<std::uint8_t>(check & 0xFFu));
    return std::string(kShareCodePrefix) + base64url_encode(bytes);
}

Result<Position> decode_share_code(std::string_view code) {
    auto payload = payload_of(code);
    if (!payload) return payload.error();
    BitReader in(*payload);
    auto spec = read_shape(in);
    if (!spec && spec.error().code == ErrorCode::ShareCodeCut) return spec.error();
    if (!spec) return coded_error(ErrorCode::ShareCodeBadShape, {}, {spec.error()});
    auto layout = Layout::create(*spec);
    if (!layout) return coded_error(ErrorCode::ShareCodeBadShape, {}, {layout.error()});
    Position p = Position::start(Board(*layout));
    Extras extras;
    if (auto error = read_sections(in, p, extras)) return *error;
    if (auto error = check_filled_cells(p)) return *error;
    if (extras.cages && !extras.cages->empty())
        if (auto error = add_cages(p, std::move(*extras.cages))) return *error;
    return p;
}

Result<std::string> sudokuwiki_link(const Board& digits) {
    const LayoutSpec& spec = digits.layout().spec();
    if (spec.size != 9 || !spec.regions.empty() || spec.diagonals || spec.hyper)
        return coded_error(ErrorCode::ShareLinkClassicOnly, {digits.layout().describe()});
    std::string link = "https://www.sudokuwiki.org/sudoku.htm?bd=";
    for (int c = 0; c < digits.cell_count(); ++c)
        link += static_cast<char>('0' + digits.at(static_cast<Cell>(c)));
    return link;
}

}  // namespace sudoku::core
