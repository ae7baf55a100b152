// Share codes: every shape and every kind of cell content round-trips exactly; damaged, cut,
// foreign and newer codes are refused with an error saying which; the SudokuWiki link.
#include <doctest/doctest.h>

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/generate/region_generator.hpp"
#include "core/grid/cage.hpp"
#include "core/share/bit_stream.hpp"
#include "core/share/share_code.hpp"
#include "i18n/describe.hpp"

namespace core = sudoku::core;

namespace {

// Random corner marks, cell colours and coloured candidates over `p` (marks only on empty cells,
// colours anywhere), as a player could leave them.
void add_marks(core::Position& p, core::Random& rng) {
    const int n = p.digits.size();
    for (int c = 0; c < p.digits.cell_count(); ++c) {
        if (rng.below(3) == 0) p.colours[c] = static_cast<core::Colour>(1 + rng.below(9));
        if (p.digits.at(static_cast<core::Cell>(c)) != core::kEmpty) continue;
        if (rng.below(3) == 0)
            p.corners[c] =
                (static_cast<core::Mask>(rng.next()) & core::full_mask(n)) | core::digit_bit(1);
        if (rng.below(4) == 0)
            for (int d = 0; d < n; ++d)
                if (rng.below(3) == 0)
                    p.candidate_colours[c][d] = static_cast<core::Colour>(1 + rng.below(9));
    }
}

// A position with random digits (every kind of mark), notes in some empty cells and, with
// `marked`, corner marks and colours too.
core::Position scrambled(const core::LayoutPtr& layout, std::uint64_t seed, bool marked = false) {
    core::Random rng(seed);
    core::Position p = core::Position::start(core::Board(layout));
    const core::CellMark marks[] = {core::CellMark::Given, core::CellMark::User,
                                    core::CellMark::Hint, core::CellMark::Solution};
    const int n = layout->size();
    for (int c = 0; c < layout->cell_count(); ++c) {
        const std::uint32_t roll = rng.below(4);
        if (roll == 0) {
            p.digits.set(static_cast<core::Cell>(c), static_cast<core::Digit>(1 + rng.below(n)));
            p.marks[c] = marks[rng.below(4)];
        } else if (roll == 1) {
            p.notes[c] = (static_cast<core::Mask>(rng.next()) & core::full_mask(n)) |
                         core::digit_bit(static_cast<core::Digit>(n));
        }
    }
    if (marked) add_marks(p, rng);
    return p;
}

// Random connected cages of 1..5 cells over most of the board, each with a reachable sum, listed
// in a shuffled order (the code keeps the layout's order).
std::vector<core::Cage> random_cages(int n, core::Random& rng) {
    std::vector<int> owner(static_cast<std::size_t>(n) * n, -1);
    std::vector<core::Cage> cages;
    for (int start = 0; start < n * n; ++start) {
        if (owner[start] >= 0 || rng.below(8) == 0) continue;
        core::Cage cage;
        const int id = static_cast<int>(cages.size());
        cage.cells.push_back(static_cast<core::Cell>(start));
        owner[start] = id;
        const int target =
            1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(std::min(n, 5))));
        for (int tries = 0; tries < 20 && static_cast<int>(cage.cells.size()) < target; ++tries) {
            const int from = cage.cells[rng.below(static_cast<std::uint32_t>(cage.cells.size()))];
            const int step[4] = {-n, n, -1, 1};
            const int next = from + step[rng.below(4)];
            if (next < 0 || next >= n * n || owner[next] >= 0) continue;
            if ((next == from - 1 || next == from + 1) && next / n != from / n) continue;
            owner[next] = id;
            cage.cells.push_back(static_cast<core::Cell>(next));
        }
        const int k = static_cast<int>(cage.cells.size());
        const int low = core::cage_min_sum(k), high = core::cage_max_sum(k, n);
        cage.sum = low + static_cast<int>(rng.below(static_cast<std::uint32_t>(high - low + 1)));
        cages.push_back(std::move(cage));
    }
    rng.shuffle(std::span<core::Cage>(cages));
    return cages;
}

std::vector<core::LayoutSpec> every_shape() {
    std::vector<core::LayoutSpec> specs;
    for (const int n : {4, 6, 8, 9, 10, 12, 15, 16, 20, 25})
        specs.push_back({n});
    specs.push_back({6, {3, 2}});
    specs.push_back({9, {}, {}, true, false});
    specs.push_back({9, {}, {}, false, true});
    specs.push_back({9, {}, {}, true, true});
    specs.push_back({16, {}, {}, true, true});
    core::Random rng(7);
    for (const int n : {5, 7, 9, 11, 25})
        specs.push_back({n, {}, core::random_region_map(n, rng), n == 9, false});
    // Killer on classic, X, Hyper and jigsaw shapes, small to large.
    for (const core::LayoutSpec& base : std::vector<core::LayoutSpec>(specs)) {
        if (base.size != 4 && base.size != 9 && base.size != 16 && base.size != 25 &&
            base.size != 7)
            continue;
        core::LayoutSpec killer = base;
        killer.cages = random_cages(base.size, rng);
        specs.push_back(std::move(killer));
    }
    return specs;
}

std::string english(const core::Error& e) {
    return sudoku::i18n::english(e);
}

// A code of hand-made bits with a sound check, so the decoder reaches what the bits say.
std::string checked_code(const core::BitWriter& w) {
    std::vector<std::uint8_t> bytes = w.bytes();
    const std::uint16_t check = core::check16(bytes);
    bytes.push_back(static_cast<std::uint8_t>(check >> 8));
    bytes.push_back(static_cast<std::uint8_t>(check & 0xFF));
    return "SL1-" + core::base64url_encode(bytes);
}

// The start of a hand-made 4x4 code: the shape (2x2 boxes) and a Digits section with r1c1 = 1
// and every other cell empty. Sections follow.
core::BitWriter four_by_four() {
    core::BitWriter w;
    w.put(4, 5);
    w.put(0, 3);
    w.put(2, 5);
    w.put(2, 5);
    w.put(1, 4);  // Digits
    w.put(1, 1);
    w.put(0, 2);
    w.put(1, 3);
    for (int c = 1; c < 16; ++c)
        w.put(0, 1);
    return w;
}

// A 4x4 code whose Cages section puts r1c2 in a new cage of `sum` and then r1c3 .. in the cage
// each of `refs` names (2 bits each; 3 = "another cage": then a flag and an index or sum).
// `cells` is how many cells `refs` describe; the rest of the board is in no cage.
std::string cage_code(std::uint32_t sum, const std::vector<std::pair<std::uint32_t, int>>& refs,
                      int cells) {
    core::BitWriter w = four_by_four();
    w.put(6, 4);  // Cages
    w.put(0, 2);  // r1c1: none
    w.put(3, 2);  // r1c2: another cage, a new one of this sum
    w.put(1, 1);
    w.put(sum, 4);
    for (const auto& [value, bits] : refs)
        w.put(value, bits);
    for (int c = 2 + cells; c < 16; ++c)
        w.put(0, 2);
    w.put(0, 1);  // cages in reading order
    w.put(0, 4);  // End
    return checked_code(w);
}

}  // namespace

TEST_CASE("share code: every shape, digit kind and note round-trips exactly") {
    for (const core::LayoutSpec& spec : every_shape()) {
        auto layout = core::Layout::create(spec);
        REQUIRE(layout);
        for (const std::uint64_t seed : {1u, 2u, 3u}) {
            const core::Position p = scrambled(*layout, seed);
            const std::string code = core::encode_share_code(p);
            CAPTURE(code);
            CHECK(code.rfind("SL1-", 0) == 0);
            CHECK(code.find_first_of(" +/=") == std::string::npos);  // URL- and chat-safe
            auto back = core::decode_share_code("  " + code + "\n");
            REQUIRE(back);
            CHECK(*back == p);
        }
    }
}

TEST_CASE("share code: corner marks, colours, coloured candidates and cages round-trip") {
    int killers = 0;
    for (const core::LayoutSpec& spec : every_shape()) {
        auto layout = core::Layout::create(spec);
        REQUIRE(layout);
        killers += (*layout)->is_killer() ? 1 : 0;
        for (const std::uint64_t seed : {11u, 12u, 13u}) {
            const core::Position p = scrambled(*layout, seed, true);
            REQUIRE_FALSE(p.unmarked());
            const std::string code = core::encode_share_code(p);
            CAPTURE(code);
            auto back = core::decode_share_code(code);
            REQUIRE(back);
            CHECK(*back == p);
            CHECK(back->digits.layout().spec() == (*layout)->spec());
            CHECK(core::encode_share_code(*back) == code);  // one spelling per position
        }
    }
    CHECK(killers >= 8);
}

TEST_CASE("share code: short for a classic puzzle, and the empty board is a valid code") {
    auto start = core::Position::start(core::Board(core::Layout::classic(9)));
    for (int c = 0; c < 81; c += 3)
        start.digits.set(static_cast<core::Cell>(c), static_cast<core::Digit>(1 + c % 9));
    for (int c = 0; c < 81; c += 3)
        start.marks[c] = core::CellMark::Given;
    CHECK(core::encode_share_code(start).size() < 120);
    const auto empty = core::Position::start(core::Board(core::Layout::classic(25)));
    auto back = core::decode_share_code(core::encode_share_code(empty));
    REQUIRE(back);
    CHECK(*back == empty);
}

TEST_CASE("share code: foreign, damaged, cut and newer codes say what is wrong") {
    auto p = scrambled(core::Layout::classic(9), 4);
    const std::string code = core::encode_share_code(p);

    auto foreign = core::decode_share_code("100000000000");
    REQUIRE_FALSE(foreign);
    CHECK(foreign.error().code == core::ErrorCode::ShareCodeNotOurs);
    CHECK(english(foreign.error()).find("'100000000000'") != std::string::npos);

    std::string typo = code;
    typo[10] = typo[10] == 'A' ? 'B' : 'A';
    auto damaged = core::decode_share_code(typo);
    REQUIRE_FALSE(damaged);
    CHECK(damaged.error().code == core::ErrorCode::ShareCodeDamaged);
    CHECK_FALSE(core::decode_share_code(code.substr(0, code.size() - 4)));
    CHECK(core::decode_share_code("SL1-").error().code == core::ErrorCode::ShareCodeDamaged);
    CHECK(core::decode_share_code("SL1-ab*d").error().code == core::ErrorCode::ShareCodeDamaged);

    // A payload with a sound check but a section this version does not know.
    core::BitWriter w;
    w.put(9, 5);
    w.put(0, 3);
    w.put(3, 5);
    w.put(3, 5);
    w.put(9, 4);  // tag 9: not a section of version 1
    std::vector<std::uint8_t> bytes = w.bytes();
    const std::uint16_t check = core::check16(bytes);
    bytes.push_back(static_cast<std::uint8_t>(check >> 8));
    bytes.push_back(static_cast<std::uint8_t>(check & 0xFF));
    auto newer = core::decode_share_code("SL1-" + core::base64url_encode(bytes));
    REQUIRE_FALSE(newer);
    CHECK(newer.error().code == core::ErrorCode::ShareCodeNewer);

    // The same shape ending before its sections: cut.
    bytes.resize(bytes.size() - 3);
    const std::uint16_t check2 = core::check16(bytes);
    bytes.push_back(static_cast<std::uint8_t>(check2 >> 8));
    bytes.push_back(static_cast<std::uint8_t>(check2 & 0xFF));
    auto cut = core::decode_share_code("SL1-" + core::base64url_encode(bytes));
    REQUIRE_FALSE(cut);
    CHECK(cut.error().code == core::ErrorCode::ShareCodeCut);
}

TEST_CASE("share code: an impossible shape or digit is refused, naming it") {
    const auto with_check = [](core::BitWriter& w) {
        std::vector<std::uint8_t> bytes = w.bytes();
        const std::uint16_t check = core::check16(bytes);
        bytes.push_back(static_cast<std::uint8_t>(check >> 8));
        bytes.push_back(static_cast<std::uint8_t>(check & 0xFF));
        return "SL1-" + core::base64url_encode(bytes);
    };
    core::BitWriter big;
    big.put(30, 5);
    big.put(0, 3);
    big.put(0, 10);
    auto shape = core::decode_share_code(with_check(big));
    REQUIRE_FALSE(shape);
    CHECK(shape.error().code == core::ErrorCode::ShareCodeBadShape);
    CHECK(english(shape.error()).find("30") != std::string::npos);

    core::BitWriter boxes;  // 9x9 with 2x2 boxes: they do not tile
    boxes.put(9, 5);
    boxes.put(0, 3);
    boxes.put(2, 5);
    boxes.put(2, 5);
    boxes.put(0, 4);
    CHECK(core::decode_share_code(with_check(boxes)).error().code ==
          core::ErrorCode::ShareCodeBadShape);

    core::BitWriter zero;  // digit 0 written as a filled cell
    zero.put(4, 5);
    zero.put(0, 3);
    zero.put(2, 5);
    zero.put(2, 5);
    zero.put(1, 4);
    zero.put(1, 1);
    zero.put(0, 2);
    zero.put(0, 3);
    auto digit = core::decode_share_code(with_check(zero));
    REQUIRE_FALSE(digit);
    CHECK(digit.error().code == core::ErrorCode::ShareCodeBadValue);
    CHECK(english(digit.error()).find("r1c1") != std::string::npos);
}

TEST_CASE("share code: bad marks, colours and cages are refused, naming the cell or the rule") {
    // Cut inside a section: a marked position's code with its last section's bytes gone.
    const core::Position marked = scrambled(core::Layout::classic(9), 21, true);
    auto bytes = core::base64url_decode(core::encode_share_code(marked).substr(4));
    REQUIRE(bytes);
    bytes->resize(bytes->size() - 12);
    core::BitWriter cut_bits;
    for (const std::uint8_t b : *bytes)
        cut_bits.put(b, 8);
    CHECK(core::decode_share_code(checked_code(cut_bits)).error().code ==
          core::ErrorCode::ShareCodeCut);

    // r1c2 coloured 12 (the palette has 9).
    core::BitWriter colour = four_by_four();
    colour.put(4, 4);  // Colours, as a list of one cell
    colour.put(1, 1);
    colour.put(1, 5);
    colour.put(1, 4);
    colour.put(12, 4);
    colour.put(0, 4);
    auto bad_colour = core::decode_share_code(checked_code(colour));
    REQUIRE_FALSE(bad_colour);
    CHECK(bad_colour.error().code == core::ErrorCode::ShareCodeBadColour);
    CHECK(english(bad_colour.error()) ==
          "the share code gives r1c2 colour 12, but the palette has colours 1..9");

    // A corner mark on the filled r1c1.
    core::BitWriter corner = four_by_four();
    corner.put(3, 4);  // Corners, as a list of one cell
    corner.put(1, 1);
    corner.put(1, 5);
    corner.put(0, 4);
    corner.put(2, 4);
    corner.put(0, 4);
    auto on_digit = core::decode_share_code(checked_code(corner));
    REQUIRE_FALSE(on_digit);
    CHECK(on_digit.error().code == core::ErrorCode::ShareCodeBadValue);
    CHECK(english(on_digit.error()).find("r1c1") != std::string::npos);

    // A one-cell cage of sum 9 on a 4x4 board (1..4 only).
    auto sum = core::decode_share_code(cage_code(9, {}, 0));
    REQUIRE_FALSE(sum);
    CHECK(sum.error().code == core::ErrorCode::ShareCodeBadCages);
    CHECK(english(sum.error()).find("sum 9") != std::string::npos);
    // r1c2 and r1c4 in one cage, r1c3 not: cut in two.
    auto cut_cage = core::decode_share_code(cage_code(5, {{0, 2}, {3, 2}, {0, 1}, {0, 1}}, 2));
    REQUIRE_FALSE(cut_cage);
    CHECK(cut_cage.error().code == core::ErrorCode::ShareCodeBadCages);
    CHECK(english(cut_cage.error()).find("not connected") != std::string::npos);
    // r1c3 "in the left neighbour's cage" is sound; r2c1 "left" has no left neighbour.
    CHECK(core::decode_share_code(cage_code(3, {{1, 2}}, 1)));
    std::vector<std::pair<std::uint32_t, int>> no_left{{0, 2}, {0, 2}, {1, 2}};
    auto left = core::decode_share_code(cage_code(3, no_left, 3));
    REQUIRE_FALSE(left);
    CHECK(left.error().code == core::ErrorCode::ShareCodeBadValue);
    CHECK(english(left.error()).find("r2c1") != std::string::npos);
    // An earlier cage that does not exist (index 1 when there is one cage).
    auto missing = core::decode_share_code(cage_code(3, {{3, 2}, {0, 1}, {1, 1}}, 1));
    CHECK(missing.error().code == core::ErrorCode::ShareCodeBadValue);
}

TEST_CASE("share code: a mark costs a few bytes, and old codes without the new parts still open") {
    // A code the version before corner marks, colours and cages wrote (a save with an entry at
    // r1c3 and notes 2 and 6 at r1c4): it opens, and the same position still has this code.
    const std::string old_code =
        "SL1-SBjGLDqI4RiDJihJkBGSBGEOISEMgxxCEZGCFICJBkkUJBHkkIiAAAAAAAAAAAAAAAUF";
    auto back = core::decode_share_code(old_code);
    REQUIRE(back);
    CHECK(back->unmarked());
    CHECK(back->digits.at(2) == 4);
    CHECK(back->marks[2] == core::CellMark::User);
    CHECK(back->notes[3] == (core::digit_bit(2) | core::digit_bit(6)));
    CHECK(core::encode_share_code(*back) == old_code);
    core::Position p = *back;
    p.colours[40] = 3;
    const std::string one_colour = core::encode_share_code(p);
    CHECK(one_colour.size() <= old_code.size() + 4);
    CHECK(core::decode_share_code(one_colour)->colours[40] == 3);
}

TEST_CASE("SudokuWiki link: the 81 digits for 9x9 classic, an error for other shapes") {
    core::Board board(core::Layout::classic(9));
    board.set(0, 5);
    board.set(80, 9);
    auto link = core::sudokuwiki_link(board);
    REQUIRE(link);
    CHECK(*link == "https://www.sudokuwiki.org/sudoku.htm?bd=5" + std::string(79, '0') + "9");
    auto x = core::Layout::create({9, {}, {}, true, false});
    auto refused = core::sudokuwiki_link(core::Board(*x));
    REQUIRE_FALSE(refused);
    CHECK(english(refused.error()).find("9x9") != std::string::npos);
    CHECK_FALSE(core::sudokuwiki_link(core::Board(core::Layout::classic(16))));
}

TEST_CASE("bit stream: values of every width and base64url of every length round-trip") {
    core::BitWriter w;
    for (int bits = 1; bits <= 32; ++bits)
        w.put(bits == 32 ? 0xDEADBEEFu : ((1u << bits) - 1u) ^ 1u, bits);
    core::BitReader r(w.bytes());
    for (int bits = 1; bits <= 32; ++bits)
        CHECK(r.get(bits) == (bits == 32 ? 0xDEADBEEFu : ((1u << bits) - 1u) ^ 1u));
    for (std::size_t n = 0; n < 10; ++n) {
        std::vector<std::uint8_t> bytes;
        for (std::size_t i = 0; i < n; ++i)
            bytes.push_back(static_cast<std::uint8_t>(i * 37 + 250));
        CHECK(core::base64url_decode(core::base64url_encode(bytes)) == bytes);
    }
    CHECK_FALSE(core::base64url_decode("A"));
    CHECK(core::bits_for(0) == 1);
    CHECK(core::bits_for(9) == 4);
    CHECK(core::bits_for(25) == 5);
}
