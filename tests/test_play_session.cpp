// The rules of play on the sudoku_app library, command in, state out, without a window: the
// session (app/session/play_session.hpp) is driven exactly as the front end drives it (apply,
// then sync_completion and after_change after each batch), and a fake host records what it
// asks of the program around it (a question, the autosave).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/session/play_session.hpp"
#include "app/session/preferences.hpp"
#include "core/text/puzzle_line.hpp"
#include "game_fixtures.hpp"
#include "io/statistics.hpp"

namespace app = sudoku::app;
namespace cmd = sudoku::app::cmd;
namespace core = sudoku::core;
using sudoku::test::board_of;
using sudoku::test::rc;
using sudoku::test::wiki_game;

namespace {

struct FakeHost : app::PlayHost {
    std::vector<app::RiskyAction> asked;
    std::vector<std::string> replaced;  // the save path of each replacement
    int results = 0;
    void ask_confirmation(app::RiskyAction action) override { asked.push_back(action); }
    void game_replaced(const std::string& save_path) override { replaced.push_back(save_path); }
    void result_recorded() override { ++results; }
};

// A session on the Wikipedia puzzle with preferences that touch no file.
struct PlayFixture {
    app::UiState ui;
    app::Preferences preferences = app::Preferences::in_memory();
    FakeHost host;
    app::PlaySession session{ui, preferences, host, wiki_game()};

    PlayFixture() { session.after_change(); }
    // One batch of commands, as App::execute_commands applies it.
    template <class... C>
    void run(C... commands) {
        ui.message.clear();
        (session.apply(app::PlayCommand{commands}), ...);
        session.sync_completion();
        session.after_change();
    }
    void select(core::Cell cell) {
        session.select_cell(cmd::SelectCell{cell});
        session.after_change();
    }
    void enter(core::Cell cell, int digit) {
        select(cell);
        run(cmd::EnterDigit{static_cast<core::Digit>(digit)});
    }
    [[nodiscard]] std::string board() const {
        return core::format_puzzle_line(session.game().board());
    }
    [[nodiscard]] bool has_note(core::Cell cell, int digit) const {
        return (session.game().notes(cell) & core::digit_bit(static_cast<core::Digit>(digit))) != 0;
    }
};

// r1c3 (cell 2) holds 4 in the solution, r1c4 (cell 3) 6.
constexpr core::Cell kR1C3 = 2;
constexpr core::Cell kR1C4 = 3;

}  // namespace

TEST_CASE("play session: every change bumps the one revision, a refused command none") {
    PlayFixture f;
    const auto start = f.session.revision();
    f.run(cmd::Undo{});
    CHECK(f.session.revision() == start);
    CHECK(f.ui.message == "Nothing to undo");
    f.enter(kR1C3, 4);
    CHECK(f.session.revision() == start + 1);
    f.run(cmd::Undo{});
    CHECK(f.session.revision() == start + 2);
    f.run(cmd::Redo{});
    CHECK(f.session.revision() == start + 3);
    CHECK(f.session.game().board().at(kR1C3) == 4);
    // A given cannot change: said, and nothing counted.
    f.enter(0, 1);
    CHECK(f.session.revision() == start + 3);
    CHECK(f.ui.message.find("r1c1") != std::string::npos);
}

TEST_CASE("play session: Restart asks when work would go, then is one undoable step") {
    PlayFixture f;
    f.enter(kR1C3, 4);
    f.enter(kR1C4, 6);
    const std::string played = f.board();
    f.run(cmd::Restart{});
    REQUIRE(f.host.asked.size() == 1);
    CHECK(f.host.asked.front() == app::RiskyAction::Restart);
    CHECK(f.board() == played);  // asking changes nothing
    f.run(cmd::Restart{.confirmed = true});
    CHECK(f.board() == std::string(sudoku::test::kWikiPuzzle));
    f.run(cmd::Undo{});
    CHECK(f.board() == played);
}

TEST_CASE("play session: an untouched board restarts without a question") {
    PlayFixture f;
    f.run(cmd::Restart{});
    CHECK(f.host.asked.empty());
    CHECK(f.board() == std::string(sudoku::test::kWikiPuzzle));
}

TEST_CASE("play session: a shown solution is no result, and undo takes it back") {
    PlayFixture f;
    f.enter(kR1C3, 4);
    const std::string before = f.board();
    f.run(cmd::ShowSolution{});
    CHECK(f.host.asked == std::vector{app::RiskyAction::ShowSolution});
    f.run(cmd::ShowSolution{.confirmed = true});
    CHECK(f.session.game().completed());
    CHECK_FALSE(f.ui.celebration.active);  // no banner
    CHECK(f.ui.message == app::text(app::Text::SolutionShown, f.ui.language));
    CHECK(f.preferences.statistics().modes.empty());  // no statistic
    CHECK(f.host.results == 1);                       // the autosave holds it
    f.run(cmd::Undo{});
    CHECK(f.board() == before);
    CHECK_FALSE(f.session.game().completed());
    CHECK_FALSE(f.ui.celebration.active);
}

TEST_CASE("play session: solving it celebrates once and records one result") {
    PlayFixture f;
    const std::string solution(sudoku::test::kWikiSolution);
    const std::string puzzle(sudoku::test::kWikiPuzzle);
    for (core::Cell c = 0; c < 81; ++c)
        if (puzzle[static_cast<std::size_t>(c)] == '.')
            f.enter(c, solution[static_cast<std::size_t>(c)] - '0');
    CHECK(f.session.game().completed());
    CHECK(f.ui.celebration.active);
    CHECK(f.host.results == 1);
    const std::string mode = sudoku::io::game_mode(f.session.game().layout());
    const std::string difficulty =
        f.session.game().difficulty().empty() ? "custom" : f.session.game().difficulty();
    const auto* record = f.preferences.statistics().find(mode, difficulty);
    REQUIRE(record != nullptr);
    CHECK(record->solved == 1);
    // Undone and solved again: the banner again, but no second result.
    f.run(cmd::Undo{});
    CHECK_FALSE(f.ui.celebration.active);
    f.run(cmd::Redo{});
    CHECK(f.ui.celebration.active);
    CHECK_FALSE(f.ui.celebration.new_best);
    CHECK(f.host.results == 1);
    CHECK(f.preferences.statistics().find(mode, difficulty)->solved == 1);
}

TEST_CASE("play session: abandon returns to the branch point, redo reopens the branch") {
    PlayFixture f;
    f.select(kR1C3);
    f.run(cmd::WhatIf{cmd::WhatIf::Action::Try});
    CHECK(f.ui.try_cell == kR1C3);
    f.run(cmd::EnterDigit{4});  // the awaited digit opens the branch
    CHECK(f.session.branches().depth() == 1);
    CHECK(f.ui.try_cell == core::kNoCell);
    f.enter(kR1C4, 6);  // a move inside the branch
    const std::string inside = f.board();
    f.select(40);
    f.run(cmd::WhatIf{cmd::WhatIf::Action::Abandon});
    CHECK(f.session.branches().depth() == 0);
    CHECK(f.board() == std::string(sudoku::test::kWikiPuzzle));
    CHECK(f.ui.cursor == kR1C3);  // where the guess was
    f.run(cmd::Redo{});
    CHECK(f.session.branches().depth() == 1);  // the branch, not plain moves
    CHECK(f.board() == inside);
}

TEST_CASE("play session: a wrong digit's clean-up of notes comes back when it is erased") {
    PlayFixture f;
    REQUIRE(f.ui.prefs.auto_clean_notes);
    f.run(cmd::ToggleNote{kR1C4, 6});
    REQUIRE(f.has_note(kR1C4, 6));
    f.enter(kR1C3, 6);  // wrong (the solution holds 4): its peers lose their 6s
    CHECK(f.session.game().mistakes() == 1);
    CHECK_FALSE(f.has_note(kR1C4, 6));
    f.run(cmd::EraseCell{});
    CHECK(f.session.game().board().at(kR1C3) == core::kEmpty);
    CHECK(f.has_note(kR1C4, 6));
}

TEST_CASE("play session: the digit counts are the opened game's at once") {
    PlayFixture f;
    CHECK(f.session.view().count_of(5) == 3);  // the Wikipedia puzzle's givens hold three 5s
    auto other =
        core::Game::start(board_of(std::string(sudoku::test::kWikiSolution).replace(0, 1, ".")));
    REQUIRE(other.ok());
    // An opened file arrives outside a batch of commands: no after_change follows.
    f.session.replace_game(std::move(other).value(), app::PuzzleSource{"file.sudoku.json"},
                           "/tmp/file.sudoku.json");
    CHECK(f.session.view().count_of(5) == 8);
    CHECK(f.session.view().count_of(9) == 9);
    CHECK(f.host.replaced == std::vector<std::string>{"/tmp/file.sudoku.json"});
    CHECK(f.ui.cursor == 0);
}

TEST_CASE("play session: Check marks wrong digits until the position changes") {
    PlayFixture f;
    f.enter(kR1C3, 6);
    f.run(cmd::Check{});
    CHECK(f.ui.checking);
    CHECK(f.session.view().is_wrong(kR1C3));
    f.enter(kR1C4, 6);
    CHECK_FALSE(f.ui.checking);
    CHECK_FALSE(f.session.view().is_wrong(kR1C3));
}

TEST_CASE("play session: a paused board takes no digit, a new game still starts") {
    PlayFixture f;
    f.select(kR1C3);
    f.run(cmd::TogglePause{});
    REQUIRE(f.ui.paused);
    f.run(cmd::EnterDigit{4}, cmd::Hint{}, cmd::FillNotes{});
    CHECK(f.board() == std::string(sudoku::test::kWikiPuzzle));
    f.run(cmd::StartGame{.puzzle = board_of(sudoku::test::kSmallPuzzle), .label = "easy"});
    CHECK_FALSE(f.ui.paused);
    CHECK(f.session.game().layout().size() == 4);
    CHECK(f.session.game().difficulty() == "easy");
    CHECK(f.host.replaced == std::vector<std::string>{""});
}

TEST_CASE("play session: a bad puzzle leaves the game and says why in an alert") {
    PlayFixture f;
    f.run(cmd::StartGame{.puzzle = board_of("55" + std::string(79, '.'))});
    CHECK(f.board() == std::string(sudoku::test::kWikiPuzzle));
    CHECK_FALSE(f.ui.alert_title.empty());
    CHECK(f.host.replaced.empty());
}

TEST_CASE("play session: the clock adds whole milliseconds and keeps the fraction") {
    PlayFixture f;
    f.session.tick(0.0015);
    f.session.tick(0.0015);
    CHECK(f.session.game().elapsed_ms() == 3);
    CHECK(f.session.clock_ms() == doctest::Approx(3.0));
}
