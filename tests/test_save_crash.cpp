// A save writer killed with SIGKILL at random moments, 200 times: the file on disk is always
// the complete old save or the complete new one, never a torn mix.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include "core/random.hpp"
#include "game_fixtures.hpp"
#include "io/json_text.hpp"
#include "io/save_file.hpp"
#include "temp_folder.hpp"

using namespace sudoku::core;
using namespace sudoku::io;

namespace {

// A long game, so that a write takes long enough to be interrupted in the middle.
Game long_game() {
    Game game = sudoku::test::wiki_game();
    Random rng(3);
    for (int i = 0; i < 400; ++i) {
        const auto cell = static_cast<Cell>(rng.below(81));
        (void)game.play(Move::set_notes(cell, rng.below(1u << 9) << 1));
    }
    return game;
}

// Removes the temporary files killed writers left behind; true when there was one (the kill
// landed between creating the temporary file and renaming it).
bool remove_leftovers(const std::filesystem::path& folder) {
    bool found = false;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().filename().string().find(".tmp-") == std::string::npos) continue;
        std::filesystem::remove(entry.path());
        found = true;
    }
    return found;
}

}  // namespace

TEST_CASE("a writer killed mid-write never leaves a torn save") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "autosave.json";
    const Game old_game = sudoku::test::wiki_game();
    const Game new_game = long_game();
    const std::string old_text = save_to_text(old_game);
    const std::string new_text = save_to_text(new_game);
    REQUIRE_FALSE(write_save(path, old_game).has_value());

    // Kill times spread over a few writes; the length of one write is measured, not assumed.
    const auto t0 = std::chrono::steady_clock::now();
    REQUIRE_FALSE(write_save(folder / "probe.json", new_game).has_value());
    const auto write_us =
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0)
            .count();
    // The cap must stay above a slow write (fsync on a busy disk, the sanitizer build: 28 ms
    // seen), or every kill lands inside the first write and nothing is ever replaced.
    const auto spread_us =
        static_cast<std::uint32_t>(std::clamp<long long>(write_us * 3, 500, 150000));
    std::filesystem::remove(folder / "probe.json");

    Random rng(2024);
    int saw_old = 0, saw_new = 0, torn = 0, mid_write = 0, replaced = 0;
    bool holds_old = true;
    for (int round = 0; round < 200; ++round) {
        const pid_t pid = ::fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            // The writer: alternate the two saves, starting with the one not on disk, until
            // killed. Never returns into doctest.
            for (unsigned i = holds_old ? 0 : 1;; ++i)
                (void)write_save(path, i % 2 == 0 ? new_game : old_game);
        }
        std::this_thread::sleep_for(std::chrono::microseconds(rng.below(spread_us)));
        ::kill(pid, SIGKILL);
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        REQUIRE(WIFSIGNALED(status));

        const auto text = read_text_file(path.string());
        REQUIRE(text.has_value());
        const bool was_old = holds_old;
        if (*text == old_text) {
            ++saw_old;
            holds_old = true;
        } else if (*text == new_text) {
            ++saw_new;
            holds_old = false;
        } else {
            ++torn;
        }
        if (holds_old != was_old) ++replaced;
        if (const auto bak = read_text_file(path.string() + ".bak"))
            CHECK((*bak == old_text || *bak == new_text));
        if (remove_leftovers(folder.path())) ++mid_write;
    }
    MESSAGE("write " << write_us << " us; old " << saw_old << ", new " << saw_new << ", replaced "
                     << replaced << ", killed mid-write " << mid_write);
    CHECK(torn == 0);
    // The test is only worth something if writers both finished and died inside a write.
    CHECK(replaced > 0);
    CHECK(mid_write > 0);
    auto loaded = read_save(path);
    REQUIRE(loaded.ok());
    CHECK((*loaded == old_game || *loaded == new_game));
}
