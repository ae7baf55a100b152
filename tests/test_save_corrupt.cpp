// The corrupt-save catalogue: each bad file is rejected with the offending field named, and
// neither the file nor anything next to it is touched.
#include <doctest/doctest.h>

#include <string>

#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "io/atomic_file.hpp"
#include "io/json_text.hpp"
#include "io/save_file.hpp"
#include "temp_folder.hpp"

using namespace sudoku::io;

namespace {

const std::string kValid(sudoku::test::kHandWrittenSave);

const std::string kGivens =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// kValid with `from` (which must occur) replaced by `to`.
std::string with(const std::string& from, const std::string& to) {
    std::string text = kValid;
    const auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    return text.replace(at, from.size(), to);
}

struct BadSave {
    const char* what;
    std::string text;
    std::string field;    // expected FileError::field
    std::string message;  // a part the message must contain
};

std::vector<BadSave> catalogue() {
    const std::string p9 = R"("size": 9, "box": [3, 3], "regions": null)";
    const std::string m0 = R"({"kind": "set", "cell": 2, "digit": 4})";
    // Jigsaw 5x5 shapes: a valid map in the puzzle object, then broken ones.
    const auto jigsaw = [](const std::string& regions, const std::string& extra = "") {
        return R"({"format": "sudoku-lab-save", "version": 1, "puzzle": {"size": 5, "regions": )" +
               regions + extra +
               R"(, "givens": "........................."}, "moves": [], "cursor": 0,
               "elapsed_ms": 0, "hints_used": 0, "mistakes": 0})";
    };
    const std::string good_regions = "[2,2,0,4,4,2,2,0,1,4,2,0,0,1,4,3,0,3,1,4,3,3,3,1,1]";
    return {
        {"empty file", "", "", "not JSON"},
        {"not JSON", "{\"format\": ", "", "not JSON"},
        {"binary bytes", std::string("\x00\xff\xfe{", 4), "", "not JSON"},
        {"a number too large to read", with("61000", std::string(400, '4')), "", "not JSON"},
        {"trailing garbage", kValid + "}", "", "not JSON"},
        {"not an object", "[1, 2, 3]", "", "expected an object, found an array"},
        {"format missing", with(R"("format": "sudoku-lab-save",)", ""), "format", "missing"},
        {"wrong format name", with("sudoku-lab-save", "sudoku-lab-settings"), "format",
         "is not \"sudoku-lab-save\""},
        {"format of the wrong type", with(R"("sudoku-lab-save")", "7"), "format",
         "expected a string, found an integer"},
        {"unknown version", with(R"("version": 1)", R"("version": 4)"), "version",
         "unknown version 4 (this program reads version 1-3)"},
        {"version as a string", with(R"("version": 1)", R"("version": "1")"), "version",
         "expected an integer"},
        {"puzzle missing", with(R"("puzzle": {)", R"("puzzle_": {)"), "puzzle", "missing"},
        {"puzzle not an object", with(R"("puzzle": {)", R"("puzzle": 5, "puzzle_": {)"), "puzzle",
         "expected an object"},
        {"size of the wrong type", with(R"("size": 9)", R"("size": "9")"), "puzzle.size",
         "expected an integer"},
        {"size out of range", with(R"("size": 9)", R"("size": 26)"), "puzzle.size", "out of range"},
        {"grid too short", with(kGivens, kGivens.substr(1)), "puzzle.givens",
         "80 symbols, expected 81"},
        {"grid of another size", with(p9, R"("size": 4, "box": null, "regions": null)"),
         "puzzle.givens", "expected 16 for a 4x4 grid"},
        {"givens of the wrong type", with("\"" + kGivens + "\"", "[5, 3]"), "puzzle.givens",
         "expected a string, found an array"},
        {"unknown symbol in the givens", with("53..7", "53.Z7"), "puzzle.givens",
         "position 4: unknown symbol 'Z'"},
        {"value out of range", with("53..7", "53.A7"), "puzzle.givens", "out of range (1..9)"},
        {"conflicting givens", with("53..7", "535.7"), "puzzle.givens", "conflicting givens"},
        {"unsolvable givens", with("53..7....6..", "53..7....6.4"), "puzzle.givens", "no solution"},
        {"box that does not tile", with("[3, 3]", "[2, 2]"), "puzzle.box", "does not tile"},
        {"box of the wrong type", with("[3, 3]", "\"3x3\""), "puzzle.box", "[rows, columns]"},
        {"box and regions together", jigsaw(good_regions, R"(, "box": [1, 5])"), "puzzle.box",
         "a jigsaw puzzle has no box shape"},
        {"hyper on a jigsaw", jigsaw(good_regions, R"(, "hyper": true)"), "puzzle.hyper",
         "square boxes"},
        {"regions of the wrong length", jigsaw("[0, 1, 2]"), "puzzle.regions",
         "3 ids, expected 25"},
        {"region id out of range", jigsaw("[5" + good_regions.substr(2)), "puzzle.regions[0]",
         "out of range (0..4)"},
        {"region of the wrong size", jigsaw("[0" + good_regions.substr(2)), "puzzle.regions",
         "cells, needs 5"},
        {"regions not an array", jigsaw("\"33155\""), "puzzle.regions", "expected an array"},
        {"x of the wrong type", with(R"("x": false)", R"("x": 0)"), "puzzle.x",
         "expected true or false"},
        {"moves missing", with(R"("moves": [)", R"("moves_": [)"), "moves", "missing"},
        {"moves not an array", with(R"("moves": [)", R"("moves": {}, "moves_": [)"), "moves",
         "expected an array"},
        {"move not an object", with(m0, "7"), "moves[0]", "expected an object"},
        {"unknown move kind", with(R"("kind": "note")", R"("kind": "pencil")"), "moves[1].kind",
         "unknown move kind \"pencil\""},
        {"control bytes in a name", with(R"("kind": "note")", "\"kind\": \"n\x7fte\""),
         "moves[1].kind", "unknown move kind \"n\\x7Fte\""},
        {"a very long name", with("sudoku-lab-save", std::string(5000, 'y')), "format",
         "\"yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy...\" is not"},
        {"move kind missing", with(R"("kind": "note", )", ""), "moves[1].kind", "missing"},
        {"cell of the wrong type", with(R"("cell": 2)", R"("cell": "r1c3")"), "moves[0].cell",
         "expected an integer 0..80"},
        {"cell as a fraction", with(R"("cell": 2)", R"("cell": 2.5)"), "moves[0].cell",
         "found a number"},
        {"cell out of range", with(R"("cell": 2)", R"("cell": 81)"), "moves[0].cell",
         "81 is out of range (0..80)"},
        {"negative cell", with(R"("cell": 2)", R"("cell": -1)"), "moves[0].cell", "out of range"},
        {"huge cell", with(R"("cell": 2)", R"("cell": 18446744073709551615)"), "moves[0].cell",
         "out of range"},
        {"digit out of range", with(R"("digit": 4)", R"("digit": 0)"), "moves[0].digit",
         "out of range (1..9)"},
        {"digit missing", with(R"(, "digit": 4)", ""), "moves[0].digit", "missing"},
        {"note out of range", with("[8, 2]", "[8, 10]"), "moves[2].notes[1]", "out of range"},
        {"notes not an array", with("[8, 2]", "\"28\""), "moves[2].notes", "expected an array"},
        {"clean_notes of the wrong type", with(m0, R"({"kind": "set", "cell": 2, "digit": 4,
         "clean_notes": "yes"})"),
         "moves[0].clean_notes", "expected true or false"},
        {"move on a given", with(R"("cell": 2)", R"("cell": 0)"), "moves[0]", "r1c1 is a given"},
        {"note on a filled cell", with(R"("cell": 3, "digit": 6)", R"("cell": 2, "digit": 6)"),
         "moves[1]", "holds a digit"},
        {"move that changes nothing", with(m0, R"({"kind": "clear", "cell": 2})"), "moves[0]",
         "changes nothing"},
        {"solver grid of the wrong length",
         with(m0, R"({"kind": "solver-solution", "digits": "534"})"), "moves[0].digits",
         "3 symbols, expected 81"},
        {"solver grid that is no solution",
         with(m0, R"({"kind": "solver-solution", "digits": ")" + std::string(81, '1') + "\"}"),
         "moves[0]", "solver grid"},
        {"cursor missing", with(R"("cursor": 3,)", ""), "cursor", "missing"},
        {"cursor past the moves", with(R"("cursor": 3)", R"("cursor": 5)"), "cursor",
         "5 is out of range (0..4)"},
        {"negative cursor", with(R"("cursor": 3)", R"("cursor": -1)"), "cursor", "out of range"},
        {"cursor of the wrong type", with(R"("cursor": 3)", R"("cursor": null)"), "cursor",
         "found a null"},
        {"negative time", with("61000", "-5"), "elapsed_ms", "out of range"},
        {"time as a string", with("61000", "\"1:01\""), "elapsed_ms", "expected an integer"},
        {"hints of the wrong type", with(R"("hints_used": 1)", R"("hints_used": false)"),
         "hints_used", "expected an integer"},
        {"mistakes missing",
         with(R"(,
  "mistakes": 3)",
              ""),
         "mistakes", "missing"},
        {"completed of the wrong type", with(R"("mistakes": 3)", R"("mistakes": 3,
         "completed": 1)"),
         "completed", "expected true or false"},
        {"difficulty of the wrong type", with(R"("difficulty": "easy")", R"("difficulty": 3)"),
         "difficulty", "expected a string"},
    };
}

}  // namespace

TEST_CASE("the base of the catalogue is a valid save") {
    auto game = load_from_text(kValid);
    REQUIRE_MESSAGE(game.ok(), (game.ok() ? "" : sudoku::i18n::english(game.error())));
    CHECK(game->history().size() == 4);
}

TEST_CASE("every corrupt save is rejected with the field named") {
    for (const BadSave& bad : catalogue()) {
        CAPTURE(bad.what);
        auto game = load_from_text(bad.text);
        REQUIRE_FALSE(game.ok());
        CHECK(game.error().field == bad.field);
        CAPTURE(sudoku::i18n::english(game.error()));
        CHECK(sudoku::i18n::english(game.error()).find(bad.message) != std::string::npos);
        // The message starts with the field, so a dialog names it too.
        CHECK(sudoku::i18n::english(game.error()).rfind(bad.field, 0) == 0);
        // One short line of plain text, whatever bytes the file held.
        CHECK(sudoku::i18n::english(game.error()).size() <= 300);
        for (char c : sudoku::i18n::english(game.error()))
            CHECK((c >= 0x20 && c < 0x7f));
    }
}

TEST_CASE("a rejected save file is left untouched and nothing is written beside it") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "bad.json";
    for (const BadSave& bad : catalogue()) {
        CAPTURE(bad.what);
        std::filesystem::remove(path);
        REQUIRE_FALSE(write_file_atomic(path, bad.text, {.keep_backup = false}).has_value());
        const auto before = std::filesystem::last_write_time(path);
        CHECK_FALSE(read_save(path).ok());
        CHECK_FALSE(load_board_from_save(path).ok());
        CHECK(*read_text_file(path.string()) == bad.text);
        CHECK(std::filesystem::last_write_time(path) == before);
        int files = 0;
        for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(folder.path()))
            ++files;
        CHECK(files == 1);
    }
}

TEST_CASE("deeply nested or oversized input is refused without crashing") {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    auto nested = load_from_text(deep);
    REQUIRE_FALSE(nested.ok());
    CHECK(nested.error().field.empty());
    const std::string huge(kMaxSaveBytes + 1, ' ');
    auto big = load_from_text(huge);
    REQUIRE_FALSE(big.ok());
    CHECK(sudoku::i18n::english(big.error()).find("over the limit of 16 MiB") != std::string::npos);

    std::string many = "[{}";
    for (std::size_t i = 0; i < kMaxSaveMoves; ++i)
        many += ",{}";
    auto too_long = load_from_text(with(R"([
    {"kind": "set")",
                                        many + R"(, {"kind": "set")"));
    REQUIRE_FALSE(too_long.ok());
    CHECK(too_long.error().field == "moves");
    CHECK(sudoku::i18n::english(too_long.error()).find("more than the 100000") !=
          std::string::npos);
}
