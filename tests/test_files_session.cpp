// The files policy on the sudoku_app library, command in, state out, without a window: the
// autosave and its lock, the replace-game and quit questions, opening a file on the worker and
// the recent files (app/session/files_session.hpp). Every file lives in a test folder of its own
// (FilePlaces), and a fake host records what the policy asks of the screen.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "app/session/files_session.hpp"
#include "app/session/play_session.hpp"
#include "app/session/preferences.hpp"
#include "core/text/puzzle_line.hpp"
#include "game_fixtures.hpp"
#include "io/save_file.hpp"
#include "temp_folder.hpp"

namespace app = sudoku::app;
namespace cmd = sudoku::app::cmd;
namespace core = sudoku::core;
namespace fs = std::filesystem;
using sudoku::test::board_of;
using sudoku::test::contents_of;
using sudoku::test::kSmallPuzzle;
using sudoku::test::kWikiPuzzle;
using sudoku::test::TempFolder;
using sudoku::test::wiki_game;

namespace {

// The screen around the policy, as App is: play's host questions go to the files policy.
struct FakeScreen : app::PlayHost, app::FilesHost {
    app::FilesSession* files = nullptr;
    int replace_questions = 0;
    std::vector<std::string> save_dialogs;  // the path each Save dialog proposed
    bool quit = false;
    void ask_confirmation(app::RiskyAction) override {}
    void game_replaced(const std::string& save_path) override { files->game_replaced(save_path); }
    void result_recorded() override { files->result_recorded(); }
    void show_open_dialog(const std::string&) override {}
    void show_save_dialog(const std::string& path) override { save_dialogs.push_back(path); }
    void ask_replace_game() override { ++replace_questions; }
    void quit_now() override { quit = true; }
    void wake() override {}
    std::vector<std::pair<std::string, bool>> handed;  // each file handed over, and `keep`
    void hand_over(const std::string& path, bool keep) override { handed.emplace_back(path, keep); }
};

// One window of the game: a play session on the Wikipedia puzzle and its files policy, with
// its files in `folder`.
struct Window {
    app::UiState ui;
    app::Preferences preferences = app::Preferences::in_memory();
    FakeScreen screen;
    app::PlaySession play{ui, preferences, screen, wiki_game()};
    app::FilesSession files;

    explicit Window(const TempFolder& folder, const std::string& autosave = "autosave.json")
        : files(ui, preferences, play, screen,
                {.autosave = folder / autosave,
                 .lock = folder / "autosave.lock",
                 .saves = folder / "saves"}) {
        screen.files = &files;
        files.start(/*opens_watch=*/false);
        (void)files.resume_autosave();
        play.after_change();
    }
    // A digit in r1c3 (4 is right): a move on the board.
    void move(int digit = 4) {
        play.select_cell(cmd::SelectCell{2});
        play.apply(cmd::EnterDigit{static_cast<core::Digit>(digit)});
        play.after_change();
    }
    [[nodiscard]] std::string board() const {
        return core::format_puzzle_line(play.game().board());
    }
};

void write_file(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

const std::string kWiki(kWikiPuzzle);

}  // namespace

TEST_CASE("files policy: the autosave is written after a move and read back by the next run") {
    TempFolder folder;
    std::string played;
    {
        Window first(folder);
        first.move();
        played = first.board();
        first.files.update(first.ui.prefs.autosave_interval_s + 1.0);  // an interval of play
        REQUIRE(fs::exists(folder / "autosave.json"));
        auto saved = sudoku::io::read_save(folder / "autosave.json");
        REQUIRE(saved.ok());
        CHECK(core::format_puzzle_line(saved.value().board()) == played);
    }
    Window next(folder);  // the lock went with the first window
    CHECK(next.files.owns_autosave());
    CHECK(next.board() == played);
    CHECK(next.ui.alert_title.empty());
}

TEST_CASE("files policy: a second window (lock held) never overwrites the first's autosave") {
    TempFolder folder;
    Window first(folder);
    first.move();
    REQUIRE_FALSE(first.files.write_autosave(/*force=*/true));
    const std::string kept = contents_of(folder / "autosave.json");
    REQUIRE_FALSE(kept.empty());

    Window second(folder);
    CHECK_FALSE(second.files.owns_autosave());
    // It says so, and does not take up the other window's game either.
    CHECK(second.ui.alert_title == "Autosave");
    CHECK(second.ui.alert_text.find("another window") != std::string::npos);
    CHECK(second.board() == kWiki);
    second.move(4);
    second.play.apply(cmd::StartGame{.puzzle = board_of(kWikiPuzzle)});
    second.files.update(3600.0);
    CHECK_FALSE(second.files.write_autosave(/*force=*/true));
    CHECK(contents_of(folder / "autosave.json") == kept);
}

TEST_CASE("files policy: quitting with unsaved changes the autosave cannot keep asks") {
    TempFolder folder;
    SUBCASE("the autosave works: quit writes it and goes") {
        Window window(folder);
        window.move();
        CHECK(window.files.confirm_quit());
        CHECK(window.files.quit_question().empty());
        CHECK(sudoku::io::read_save(folder / "autosave.json").ok());
    }
    SUBCASE("another window owns the autosave: nothing played here, nothing to lose") {
        Window first(folder);
        Window second(folder);
        CHECK(second.files.confirm_quit());
        CHECK(second.files.quit_question().empty());
    }
    SUBCASE("another window owns the autosave: a game played here asks") {
        Window first(folder);
        Window second(folder);
        second.move();
        CHECK_FALSE(second.files.confirm_quit());
        CHECK(second.files.quit_question().find("window owns the autosave") != std::string::npos);
        CHECK_FALSE(second.files.confirm_quit());  // still asking, once
        second.files.apply(cmd::QuitUnsaved{cmd::QuitUnsaved::Choice::Cancel});
        CHECK(second.files.quit_question().empty());
        CHECK_FALSE(second.screen.quit);
        CHECK_FALSE(second.files.confirm_quit());
        second.files.apply(cmd::QuitUnsaved{cmd::QuitUnsaved::Choice::QuitWithoutSaving});
        CHECK(second.screen.quit);
        CHECK(second.files.confirm_quit());
    }
    SUBCASE("the autosave cannot be written: Save elsewhere saves, then quits") {
        write_file(folder / "blocker", "a file where the autosave's folder should be");
        Window window(folder, "blocker/autosave.json");
        window.move();
        CHECK_FALSE(window.files.confirm_quit());
        CHECK(window.files.quit_question().find("autosave.json") != std::string::npos);
        window.files.apply(cmd::QuitUnsaved{cmd::QuitUnsaved::Choice::SaveElsewhere});
        REQUIRE(window.screen.save_dialogs.size() == 1);
        CHECK_FALSE(window.screen.quit);
        const fs::path elsewhere = folder / "elsewhere.sudoku.json";
        window.files.apply(cmd::SaveFile{elsewhere.string()});
        CHECK(window.screen.quit);
        CHECK(sudoku::io::read_save(elsewhere).ok());
        CHECK(window.preferences.recent().front() == elsewhere.string());
    }
}

TEST_CASE("files policy: a new game replacing a game in progress asks first") {
    TempFolder folder;
    Window window(folder);
    const cmd::StartGame small{.puzzle = board_of(kSmallPuzzle)};
    SUBCASE("nothing played: no question") {
        window.files.start_game(small);
        CHECK(window.screen.replace_questions == 0);
        CHECK(window.play.game().layout().size() == 4);
    }
    SUBCASE("a move played: asked; Cancel keeps the game, Discard replaces it") {
        window.move();
        const std::string played = window.board();
        window.files.start_game(small);
        CHECK(window.screen.replace_questions == 1);
        CHECK(window.files.replacement_held());
        CHECK(window.board() == played);
        window.files.apply(cmd::ResolveReplace{app::ReplaceChoice::Cancel});
        CHECK_FALSE(window.files.replacement_held());
        CHECK(window.board() == played);
        window.files.start_game(small);
        window.files.apply(cmd::ResolveReplace{app::ReplaceChoice::Discard});
        CHECK(window.play.game().layout().size() == 4);
    }
    SUBCASE("Save first with no file yet: the Save dialog, then the new game") {
        window.move();
        window.files.start_game(small);
        window.files.apply(cmd::ResolveReplace{app::ReplaceChoice::Save});
        REQUIRE(window.screen.save_dialogs.size() == 1);
        CHECK(window.screen.save_dialogs.front().starts_with((folder / "saves").string()));
        CHECK(window.play.game().layout().size() == 9);  // waits for the save
        const fs::path saved = folder / "mine.sudoku.json";
        window.files.apply(cmd::SaveFile{saved.string()});
        CHECK(window.play.game().layout().size() == 4);
        CHECK(sudoku::io::read_save(saved).ok());
    }
    SUBCASE("Save first, then the Save dialog is closed: the game stays, nothing waits") {
        window.move();
        window.files.start_game(small);
        window.files.apply(cmd::ResolveReplace{app::ReplaceChoice::Save});
        window.files.save_dialog_closed();
        CHECK_FALSE(window.files.replacement_held());
        CHECK(window.play.game().layout().size() == 9);
    }
    SUBCASE("a game saved since its last move goes without a question") {
        window.move();
        window.files.apply(cmd::SaveFile{(folder / "kept.sudoku.json").string()});
        window.files.start_game(small);
        CHECK(window.screen.replace_questions == 0);
        CHECK(window.play.game().layout().size() == 4);
    }
}

TEST_CASE("files policy: a corrupt autosave is reported and kept aside, not lost") {
    TempFolder folder;
    const std::string damaged = "{ this is not a save";
    write_file(folder / "autosave.json", damaged);
    Window window(folder);
    CHECK(window.board() == kWiki);  // a fresh game, not a crash
    CHECK(window.ui.alert_title == "Autosave");
    CHECK(window.ui.alert_text.find("could not be read") != std::string::npos);
    int kept = 0;
    for (const auto& entry : fs::directory_iterator(folder.path()))
        if (entry.path().filename().string().starts_with("autosave.json.unreadable-")) {
            ++kept;
            CHECK(contents_of(entry.path()) == damaged);
        }
    CHECK(kept == 1);
    // The next autosave does not replace the damaged copy.
    window.move();
    REQUIRE_FALSE(window.files.write_autosave());
    CHECK(sudoku::io::read_save(folder / "autosave.json").ok());
}

TEST_CASE("files policy: Open runs on the worker, and a bad file leaves the game untouched") {
    TempFolder folder;
    Window window(folder);
    window.move();
    const std::string played = window.board();
    SUBCASE("a file that is no puzzle: an alert, no question, the game as it was") {
        const fs::path bad = folder / "bad.txt";
        write_file(bad, "not a sudoku at all\n");
        window.files.apply(cmd::OpenFile{bad.string()});
        CHECK(window.files.open_job().busy());  // opened on the worker, not here
        window.files.finish_open();
        CHECK(window.board() == played);
        CHECK(window.ui.alert_text.find("The game in progress is unchanged.") != std::string::npos);
        CHECK(window.screen.replace_questions == 0);
        CHECK(window.preferences.recent().empty());
    }
    SUBCASE("a good file over an unsaved game: asked once it has opened") {
        const fs::path good = folder / "small.txt";
        write_file(good, std::string(kSmallPuzzle) + "\n");
        window.files.apply(cmd::OpenFile{good.string()});
        CHECK(window.board() == played);
        window.files.finish_open();
        CHECK(window.screen.replace_questions == 1);
        CHECK(window.board() == played);
        window.files.apply(cmd::ResolveReplace{app::ReplaceChoice::Discard});
        CHECK(window.play.game().layout().size() == 4);
        CHECK(window.ui.message == "Opened 'small.txt'");
        CHECK(window.preferences.recent().front() == good.string());
    }
}

TEST_CASE("files policy: the window's size is kept within what the settings reader accepts") {
    app::UiState ui;
    const app::Preferences preferences = app::Preferences::in_memory();
    preferences.remember_window(ui, 100, 50000);
    CHECK(ui.prefs.window_width == 320);
    CHECK(ui.prefs.window_height == 16384);
    preferences.remember_window(ui, 1280, 800);
    CHECK(ui.prefs.window_width == 1280);
    CHECK(ui.prefs.window_height == 800);
}

TEST_CASE("files policy: a language chosen, a theme or size kept, become the settings'") {
    app::UiState ui;
    const app::Preferences preferences = app::Preferences::in_memory();
    preferences.set_language(ui, app::Language::Vietnamese);
    CHECK(ui.language == app::Language::Vietnamese);
    CHECK(ui.prefs.language == sudoku::io::Language::Vietnamese);
    ui.theme = app::ThemeId::Dark;
    preferences.keep_theme(ui);
    CHECK(ui.prefs.theme == sudoku::io::Theme::Dark);
    ui.ui_scale = 2.0f;
    preferences.keep_ui_scale(ui);
    CHECK(ui.prefs.ui_scale == 2.0f);
}

TEST_CASE("files policy: exports and saves are handed over only with platform files") {
    TempFolder folder;
    Window window(folder);
    // The desktop: an export stays where it was written.
    window.files.apply(cmd::HandOverFile{(folder / "trace.csv").string()});
    CHECK(window.screen.handed.empty());
    CHECK_FALSE(window.ui.downloads);

    // A browser: the export is handed over (and may be dropped), a session kept, the save kept.
    window.files.use_platform_files();
    CHECK(window.ui.downloads);  // GIF and PDF are greyed out
    window.files.apply(cmd::HandOverFile{(folder / "trace.csv").string()});
    window.files.apply(cmd::HandOverFile{.path = (folder / "s.json").string(), .keep = true});
    window.files.apply(cmd::Save{});
    REQUIRE(window.screen.handed.size() == 3);
    CHECK(window.screen.handed[0] == std::pair((folder / "trace.csv").string(), false));
    CHECK(window.screen.handed[1] == std::pair((folder / "s.json").string(), true));
    CHECK(window.screen.handed[2].second);
    CHECK(fs::exists(window.screen.handed[2].first));
}
