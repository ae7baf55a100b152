// Save files: the documented format loads as described, games round-trip through save and
// replay to the identical state, and files are replaced with the old one kept as .bak.
#include <doctest/doctest.h>

#include "core/base/random.hpp"
#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "io/json_text.hpp"
#include "io/save_file.hpp"
#include "temp_folder.hpp"

using namespace sudoku::core;
using namespace sudoku::io;
using sudoku::test::board_of;
using sudoku::test::rc;

namespace {

// 30 moves of every kind, then 12 undone: the cursor sits in the middle of the history.
Game played_game() {
    Game game = sudoku::test::wiki_game();
    game.set_difficulty("medium");
    Random rng(7);
    int played = 0;
    int misses = 0;  // a kind that keeps changing nothing (clear after restart) gives way
    while (played < 30) {
        const auto cell = static_cast<Cell>(rng.below(81));
        const auto digit = static_cast<Digit>(1 + rng.below(9));
        Move move = Move::set_digit(cell, digit, rng.below(3) != 0);
        switch (misses > 50 ? 0 : played % 10) {
            case 3:
                move = Move::toggle_note(cell, digit);
                break;
            case 4:
                move = Move::set_notes(cell, rng.below(1u << 9) << 1);
                break;
            case 5:
                move = Move::hint(cell);
                break;
            case 6:
                move = Move::clear_cell(cell);
                break;
            case 7:
                move = played == 7 ? Move::auto_notes() : move;
                break;
            default:
                break;
        }
        if (played == 20) move = Move::show_solution();
        if (played == 21) move = Move::clear_entries();
        if (played == 10) move = Move::restart();  // before the 12 undone: undo stops there
        auto r = game.play(move);
        misses = r.ok() && r->changed ? 0 : misses + 1;
        if (misses == 0) ++played;
        game.add_elapsed_ms(1234);
    }
    for (int i = 0; i < 12; ++i)
        REQUIRE(game.undo());
    return game;
}

}  // namespace

TEST_CASE("a hand-written save loads as the format describes") {
    auto game = load_from_text(sudoku::test::kHandWrittenSave);
    REQUIRE_MESSAGE(game.ok(), (game.ok() ? "" : sudoku::i18n::english(game.error())));
    CHECK(game->puzzle() == board_of(sudoku::test::kWikiPuzzle));
    CHECK(game->solution() == board_of(sudoku::test::kWikiSolution));
    CHECK(game->board().at(rc(1, 3)) == 4);
    CHECK(game->notes(rc(1, 4)) == digit_bit(6));
    CHECK(game->notes(rc(1, 6)) == (digit_bit(2) | digit_bit(8)));
    CHECK(game->board().at(rc(1, 7)) == kEmpty);  // the hint is in the redo tail
    CHECK(game->history().size() == 4);
    CHECK(game->history().cursor() == 3);
    CHECK(game->elapsed_ms() == 61000);
    CHECK(game->hints_used() == 1);
    CHECK(game->mistakes() == 3);  // stored, not recounted
    CHECK(game->difficulty() == "easy");
    CHECK_FALSE(game->completed());
    REQUIRE(game->redo());
    CHECK(game->board().at(rc(1, 7)) == 9);
    CHECK(game->mark(rc(1, 7)) == CellMark::Hint);
}

TEST_CASE("a game of 30 moves with the undo cursor in the middle round-trips exactly") {
    const Game game = played_game();
    REQUIRE(game.history().size() == 30);
    REQUIRE(game.history().cursor() == 18);
    const std::string text = save_to_text(game);
    auto loaded = load_from_text(text);
    REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : sudoku::i18n::english(loaded.error())));
    CHECK(loaded->position() == game.position());
    CHECK(loaded->history() == game.history());
    CHECK(loaded->tally() == game.tally());
    CHECK(*loaded == game);
    CHECK(save_to_text(*loaded) == text);

    // The redo tail survives too: both redo to the same end.
    Game a = game;
    Game b = std::move(loaded).value();
    while (a.redo())
        REQUIRE(b.redo());
    CHECK_FALSE(b.redo());
    CHECK(a == b);
}

TEST_CASE("other shapes round-trip: 6x6, 5x5 jigsaw, X and hyper") {
    const char* lines[] = {
        "......"
        "......"
        "......"
        "......"
        "......"
        "......",
        "......................... regions=3315533125311254142544422",
        "................................................................................. x",
    };
    std::vector<Board> puzzles;
    for (const char* line : lines)
        puzzles.push_back(board_of(line));
    auto hyper = Layout::create(LayoutSpec{.size = 9, .hyper = true});
    REQUIRE(hyper.ok());
    puzzles.emplace_back(*hyper);
    for (const Board& puzzle : puzzles) {
        CAPTURE(puzzle.layout().describe());
        auto started = Game::start(puzzle);
        REQUIRE_MESSAGE(started.ok(), (started.ok() ? "" : sudoku::i18n::english(started.error())));
        Game game = std::move(started).value();
        REQUIRE(game.play(Move::set_digit(0, game.solution().at(0))).ok());
        REQUIRE(game.play(Move::auto_notes()).ok());
        REQUIRE(game.play(Move::hint(static_cast<Cell>(game.layout().cell_count() - 1))).ok());
        REQUIRE(game.undo());
        auto loaded = load_from_text(save_to_text(game));
        REQUIRE_MESSAGE(loaded.ok(), (loaded.ok() ? "" : sudoku::i18n::english(loaded.error())));
        CHECK(loaded->layout().spec() == game.layout().spec());
        CHECK(*loaded == game);
    }
}

TEST_CASE("write_save replaces the file atomically and keeps the previous save as .bak") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "deep/er/game.json";  // folders are created
    Game game = sudoku::test::wiki_game();
    REQUIRE_FALSE(write_save(path, game).has_value());
    CHECK_FALSE(std::filesystem::exists(path.string() + ".bak"));
    const std::string first = *read_text_file(path.string());

    REQUIRE(game.play(Move::set_digit(rc(1, 3), 4)).ok());
    REQUIRE_FALSE(write_save(path, game).has_value());
    CHECK(*read_text_file(path.string() + ".bak") == first);
    auto loaded = read_save(path);
    REQUIRE(loaded.ok());
    CHECK(*loaded == game);
    auto board = load_board_from_save(path);
    REQUIRE(board.ok());
    CHECK(board->at(rc(1, 3)) == 4);
    CHECK(*board == game.board());
    // No temporary files are left behind.
    int files = 0;
    for ([[maybe_unused]] const auto& entry :
         std::filesystem::directory_iterator(path.parent_path()))
        ++files;
    CHECK(files == 2);
}

TEST_CASE("reading a missing or unreadable save fails without creating anything") {
    sudoku::test::TempFolder folder;
    auto r = read_save(folder / "none.json");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().field.empty());
    CHECK(sudoku::i18n::english(r.error()).find("cannot read") != std::string::npos);
    CHECK_FALSE(load_board_from_save(folder.path()).ok());  // a folder
    CHECK(std::filesystem::is_empty(folder.path()));
}

TEST_CASE("text that is not UTF-8 never makes writing a save fail") {
    Game game = sudoku::test::wiki_game();
    game.set_difficulty("hard\xff\xfe");
    std::string text;
    REQUIRE_NOTHROW(text = save_to_text(game));
    auto loaded = load_from_text(text);
    REQUIRE(loaded.ok());
    CHECK(loaded->difficulty().rfind("hard", 0) == 0);
    CHECK(loaded->difficulty() != game.difficulty());  // the bad bytes were replaced
}
