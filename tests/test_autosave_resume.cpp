// Resuming the autosave: an unreadable autosave is kept aside (never deleted), the previous
// one (.bak) is resumed, and the .bak survives the next autosave writes until a good one exists.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "game_fixtures.hpp"
#include "io/atomic_file.hpp"
#include "io/autosave_resume.hpp"
#include "io/save_file.hpp"
#include "temp_folder.hpp"

using namespace sudoku::core;
using namespace sudoku::io;
using sudoku::test::rc;

namespace {

// The files in the folder whose names start with `prefix`.
std::vector<std::filesystem::path> named(const std::filesystem::path& folder,
                                         const std::string& prefix) {
    std::vector<std::filesystem::path> out;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        if (entry.path().filename().string().rfind(prefix, 0) == 0) out.push_back(entry.path());
    return out;
}

}  // namespace

TEST_CASE("resume_autosave: a readable autosave is resumed and nothing moves") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "autosave.json";
    CHECK_FALSE(resume_autosave(path).game);  // none yet: a new game, no damage
    CHECK_FALSE(resume_autosave(path).damage);
    Game game = sudoku::test::wiki_game();
    REQUIRE(game.play(Move::set_digit(rc(1, 3), 4, false)).ok());
    REQUIRE_FALSE(write_save(path, game).has_value());
    const AutosaveResume resumed = resume_autosave(path);
    REQUIRE(resumed.game);
    CHECK(resumed.game->board() == game.board());
    CHECK_FALSE(resumed.from_backup);
    CHECK_FALSE(resumed.damage);
    CHECK(named(folder.path(), "autosave.json.unreadable").empty());
}

TEST_CASE("resume_autosave: an unreadable autosave is kept aside and the .bak is resumed") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "autosave.json";
    Game previous = sudoku::test::wiki_game();
    REQUIRE(previous.play(Move::set_digit(rc(1, 3), 4, false)).ok());
    REQUIRE_FALSE(write_save(path, previous).has_value());
    REQUIRE_FALSE(write_save(path, previous).has_value());  // now also the .bak
    const std::string good = sudoku::test::contents_of(backup_path(path));
    sudoku::test::put(path, "{\"format\": \"sudoku-lab-save\", \"vers");  // torn by a full disk
    sudoku::test::put(folder / "autosave.json.unreadable-older", "an older kept copy");

    const AutosaveResume resumed = resume_autosave(path);
    REQUIRE(resumed.damage);
    REQUIRE(resumed.game);
    CHECK(resumed.from_backup);
    CHECK(resumed.writable);
    CHECK(resumed.game->board() == previous.board());
    CHECK_FALSE(std::filesystem::exists(path));
    CHECK(sudoku::test::contents_of(resumed.kept) == "{\"format\": \"sudoku-lab-save\", \"vers");
    CHECK(resumed.kept.filename().string().rfind("autosave.json.unreadable-2", 0) == 0);
    CHECK(sudoku::test::contents_of(folder / "autosave.json.unreadable-older") ==
          "an older kept copy");
    CHECK(sudoku::test::contents_of(backup_path(path)) == good);

    // The next autosave (a different game) must not replace the .bak: there is no
    // autosave.json to back up. The one after it backs up that good autosave.
    Game next = sudoku::test::small_game();
    REQUIRE_FALSE(write_save(path, next).has_value());
    CHECK(sudoku::test::contents_of(backup_path(path)) == good);
}

TEST_CASE("resume_autosave: unreadable without a .bak starts a new game, the file kept") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "autosave.json";
    sudoku::test::put(path, "not json");
    const AutosaveResume first = resume_autosave(path);
    CHECK(first.damage);
    CHECK_FALSE(first.game);
    CHECK(first.writable);
    CHECK(sudoku::test::contents_of(first.kept) == "not json");
    // A second damaged autosave in the same second gets its own name.
    sudoku::test::put(path, "not json either");
    const AutosaveResume second = resume_autosave(path);
    REQUIRE(second.damage);
    CHECK(second.kept != first.kept);
    CHECK(sudoku::test::contents_of(second.kept) == "not json either");
    CHECK(sudoku::test::contents_of(first.kept) == "not json");
    CHECK(named(folder.path(), "autosave.json.unreadable").size() == 2);
}

TEST_CASE("resume_autosave: a missing autosave beside a good .bak resumes the .bak") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "autosave.json";
    const Game game = sudoku::test::wiki_game();
    sudoku::test::put(backup_path(path), save_to_text(game));
    const AutosaveResume resumed = resume_autosave(path);
    REQUIRE(resumed.game.has_value());
    CHECK(*resumed.game == game);
    CHECK(resumed.from_backup);
    CHECK_FALSE(resumed.damage.has_value());
    CHECK(sudoku::test::contents_of(backup_path(path)) == save_to_text(game));  // left as it was
}

TEST_CASE("resume_autosave: nothing at all, or an unreadable lone .bak, starts a new game") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "autosave.json";
    CHECK_FALSE(resume_autosave(path).game.has_value());
    sudoku::test::put(backup_path(path), "{ not json");
    const AutosaveResume resumed = resume_autosave(path);
    CHECK_FALSE(resumed.game.has_value());
    CHECK(sudoku::test::contents_of(backup_path(path)) == "{ not json");  // never destroyed
}
