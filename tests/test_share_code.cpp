// Share codes: every shape and every kind of cell content round-trips exactly; damaged, cut,
// foreign and newer codes are refused with an error saying which; the SudokuWiki link.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/generate/region_generator.hpp"
#include "core/share/bit_stream.hpp"
#include "core/share/share_code.hpp"
#include "i18n/describe.hpp"

namespace core = sudoku::core;

namespace {

// A position with random digits (every kind of mark) and notes in some empty cells.
core::Position scrambled(const core::LayoutPtr& layout, std::uint64_t seed) {
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
    return p;
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
    return specs;
}

std::string english(const core::Error& e) {
    return sudoku::i18n::english(e);
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
        std::vector<std::uint8_t> bytes(n);
        for (std::size_t i = 0; i < n; ++i)
            bytes[i] = static_cast<std::uint8_t>(i * 37 + 250);
        CHECK(core::base64url_decode(core::base64url_encode(bytes)) == bytes);
    }
    CHECK_FALSE(core::base64url_decode("A"));
    CHECK(core::bits_for(0) == 1);
    CHECK(core::bits_for(9) == 4);
    CHECK(core::bits_for(25) == 5);
}
