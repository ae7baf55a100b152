// Saves with what-if branches: the tree round-trips with the game (open, kept, abandoned and
// contradiction branches, nested), a save without branches stays as it was, and bad branch
// data is refused with the field named.
#include <doctest/doctest.h>

#include <string>

#include "core/play/move.hpp"
#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "io/game_file.hpp"
#include "io/save_file.hpp"
#include "temp_folder.hpp"

using namespace sudoku::core;
using namespace sudoku::io;
using sudoku::test::rc;

namespace {

// Abandoned, open (the outer one), a contradiction and a kept branch inside it, and an open
// one inside it: every outcome, nested.
struct Played {
    Game game = sudoku::test::wiki_game();
    BranchTree branches;
};

Played played() {
    Played p;
    REQUIRE_FALSE(p.branches.try_value(p.game, rc(1, 3), 4));
    REQUIRE(p.game.play(Move::set_digit(rc(1, 4), 6)).ok());
    REQUIRE(p.branches.abandon(p.game));
    REQUIRE_FALSE(p.branches.try_value(p.game, rc(1, 3), 1));
    REQUIRE_FALSE(p.branches.try_value(p.game, rc(1, 4), 1));  // two 1s in row 1
    REQUIRE(p.branches.abandon(p.game));
    REQUIRE_FALSE(p.branches.try_value(p.game, rc(1, 4), 6));
    REQUIRE(p.branches.keep(p.game));
    REQUIRE_FALSE(p.branches.try_value(p.game, rc(1, 6), 8));
    return p;
}

std::string branch_error(const std::string& from, const std::string& to) {
    const Played p = played();
    std::string text = save_to_text(p.game, p.branches);
    const auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    auto loaded = load_saved_game(text.replace(at, from.size(), to));
    REQUIRE_FALSE(loaded.ok());
    return sudoku::i18n::english(loaded.error());
}

}  // namespace

TEST_CASE("save: the branch tree round-trips with the game") {
    const Played p = played();
    REQUIRE(p.branches.branches().size() == 5);
    CHECK(p.branches.branches()[2].outcome == BranchOutcome::Contradiction);
    CHECK(p.branches.depth() == 2);
    const std::string text = save_to_text(p.game, p.branches);
    CHECK(text.find("\"branches\": [\n    {\"cell\":2,\"digit\":4,\"parent\":-1,\"depth\":1,"
                    "\"start\":0,\"moves\":2,\"outcome\":\"abandoned\"}") != std::string::npos);
    auto loaded = load_saved_game(text);
    REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : sudoku::i18n::english(loaded.error())));
    CHECK(loaded->game == p.game);
    CHECK(loaded->branches == p.branches);
    CHECK(save_to_text(loaded->game, loaded->branches) == text);
    // Played on after loading: abandoning the open branches goes back to their branch points.
    Played again{loaded->game, loaded->branches};
    REQUIRE(again.branches.abandon(again.game));
    REQUIRE(again.branches.abandon(again.game));
    CHECK(again.game.board().at(rc(1, 3)) == kEmpty);
    CHECK(again.game.board().at(rc(1, 6)) == kEmpty);
    // The game alone reads the same file.
    auto game_only = load_from_text(text);
    REQUIRE(game_only.ok());
    CHECK(*game_only == p.game);
}

TEST_CASE("save: no branches writes no key, and older saves load with none") {
    const Game game = sudoku::test::wiki_game();
    CHECK(save_to_text(game, BranchTree{}) == save_to_text(game));
    CHECK(save_to_text(game).find("branches") == std::string::npos);
    auto old = load_saved_game(sudoku::test::kHandWrittenSave);
    REQUIRE(old.ok());
    CHECK(old->branches.branches().empty());
    auto opened = open_game_text(sudoku::test::kHandWrittenSave);
    REQUIRE(opened.ok());
    CHECK(opened->branches.branches().empty());
}

TEST_CASE("save: the branches survive writing and reading a file") {
    const Played p = played();
    sudoku::test::TempFolder dir;
    const auto path = dir / "game.json";
    REQUIRE_FALSE(write_save(path, p.game, p.branches).has_value());
    auto read = read_saved_game(path);
    REQUIRE(read.ok());
    CHECK(read->branches == p.branches);
    auto opened = open_game_file(path);
    REQUIRE(opened.ok());
    CHECK(opened->branches == p.branches);
}

TEST_CASE("save: bad branch data is refused, naming the field") {
    CHECK(branch_error(R"("outcome":"abandoned")", R"("outcome":"lost")") ==
          "branches[0].outcome: unknown branch outcome \"lost\" (open, kept, abandoned or "
          "contradiction)");
    CHECK(branch_error(R"({"cell":2,)", R"({"cell":81,)").starts_with("branches[0].cell: "));
    CHECK(branch_error(R"({"cell":2,"digit":4,)", R"({"cell":2,"digit":0,)")
              .starts_with("branches[0].digit: "));
    CHECK(branch_error(R"("parent":-1,"depth":1,"start":0)", R"("parent":0,"depth":1,"start":0)")
              .starts_with("branches[0].parent: "));
    CHECK(branch_error(R"("start":0,)", R"("start":99,)").starts_with("branches[0].start: "));
    CHECK(branch_error(R"("moves":2,)", R"("moves":-1,)").starts_with("branches[0].moves: "));
    CHECK(branch_error(R"("outcome":"abandoned")", R"("outcome":3)")
              .starts_with("branches[0].outcome: "));
    CHECK(branch_error(R"("branches": [)", R"("branches": 7, "x": [)").starts_with("branches: "));
    // Two open branches side by side (not nested): they cannot both be open.
    CHECK(branch_error(R"("parent":1,"depth":2,"start":2,"moves":0,"outcome":"open")",
                       R"("parent":-1,"depth":1,"start":2,"moves":0,"outcome":"open")") ==
          "branches: branch 4 does not fit the game's history");
    CHECK(branch_error(R"("cell":2,"digit":4,"parent":-1,"depth":1)",
                       R"("cell":2,"digit":4,"parent":-1,"depth":2)") ==
          "branches[0].depth: 2 is out of range (1..1)");
    // A depth in range that is not its parent's plus one.
    CHECK(branch_error(R"({"cell":3,"digit":1,"parent":1,"depth":2,)",
                       R"({"cell":3,"digit":1,"parent":1,"depth":3,)") ==
          "branches: branch 2 does not fit the game's history");
}
