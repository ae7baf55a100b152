// libFuzzer target: the share code reader. Input starting "SL1-" is read as a code as it is;
// any other input is taken as a code's payload and given a sound check first, so the fuzzer
// reaches the sections instead of stopping at the check. A position it accepts must keep
// Position's invariants and survive encode -> decode unchanged.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/share/bit_stream.hpp"
#include "core/share/share_code.hpp"
#include "fuzz_check.hpp"
#include "i18n/describe.hpp"

namespace {

std::string code_of_payload(const std::uint8_t* data, std::size_t size) {
    std::vector<std::uint8_t> bytes(data, data + size);
    const std::uint16_t check = sudoku::core::check16(bytes);
    bytes.push_back(static_cast<std::uint8_t>(check >> 8));
    bytes.push_back(static_cast<std::uint8_t>(check & 0xFF));
    return "SL1-" + sudoku::core::base64url_encode(bytes);
}

void check_position(const sudoku::core::Position& p) {
    using namespace sudoku;
    const int cells = p.digits.cell_count();
    const std::size_t count = static_cast<std::size_t>(cells);
    SUDOKU_FUZZ_CHECK(p.notes.size() == count && p.marks.size() == count &&
                          p.corners.size() == count && p.colours.size() == count &&
                          p.candidate_colours.size() == count,
                      "per-cell lists of the wrong length");
    const core::Mask all = p.digits.layout().all_digits();
    for (int c = 0; c < cells; ++c) {
        const std::string name = p.digits.layout().cell_name(static_cast<core::Cell>(c));
        const bool empty = p.digits.at(static_cast<core::Cell>(c)) == core::kEmpty;
        SUDOKU_FUZZ_CHECK((p.marks[c] == core::CellMark::Empty) == empty, "mark at " + name);
        SUDOKU_FUZZ_CHECK((p.notes[c] & ~all) == 0 && (p.corners[c] & ~all) == 0,
                          "mark outside the digits at " + name);
        SUDOKU_FUZZ_CHECK(empty || (p.notes[c] == 0 && p.corners[c] == 0 &&
                                    p.candidate_colours[c] == core::CandidateColours{}),
                          "a mark on the filled " + name);
        SUDOKU_FUZZ_CHECK(p.colours[c] <= core::kPaletteSize, "colour at " + name);
        for (const core::Colour k : p.candidate_colours[c])
            SUDOKU_FUZZ_CHECK(k <= core::kPaletteSize, "candidate colour at " + name);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::string code =
        text.starts_with(core::kShareCodePrefix) ? std::string(text) : code_of_payload(data, size);
    auto position = core::decode_share_code(code);
    if (!position) {
        fuzz::check_error_message(i18n::english(position.error()));
        return 0;
    }
    fuzz::check_board(position->digits);
    check_position(*position);
    const std::string again = core::encode_share_code(*position);
    auto back = core::decode_share_code(again);
    SUDOKU_FUZZ_CHECK(back.ok(), "a decoded position's code does not decode: " + again);
    SUDOKU_FUZZ_CHECK(*back == *position, "encode -> decode changed the position: " + again);
    SUDOKU_FUZZ_CHECK(core::encode_share_code(*back) == again, "the code is not stable: " + again);
    return 0;
}
