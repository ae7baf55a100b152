// The autosave's lock: one holder at a time, released when the holder goes away (a crashed
// process included), never left stale.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

#include "io/instance_lock.hpp"
#include "temp_folder.hpp"

using sudoku::io::InstanceLock;

TEST_CASE("instance lock: a second holder is refused until the first lets go") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "sub/autosave.lock";  // the folder is created
    InstanceLock first = InstanceLock::acquire(path);
    CHECK(first.state() == InstanceLock::State::Held);
    {
        const InstanceLock second = InstanceLock::acquire(path);
        CHECK(second.state() == InstanceLock::State::Busy);
        CHECK_FALSE(second.held());
    }
    InstanceLock moved = std::move(first);
    CHECK(moved.held());
    CHECK(InstanceLock::acquire(path).state() == InstanceLock::State::Busy);
    moved = InstanceLock{};  // releases
    CHECK(InstanceLock::acquire(path).held());
}

TEST_CASE("instance lock: a killed holder leaves no stale lock") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "autosave.lock";
    int ready[2];
    REQUIRE(::pipe(ready) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        const InstanceLock lock = InstanceLock::acquire(path);
        const char byte = lock.held() ? 'y' : 'n';
        (void)!::write(ready[1], &byte, 1);
        ::pause();
        ::_exit(0);
    }
    char byte = 0;
    REQUIRE(::read(ready[0], &byte, 1) == 1);
    CHECK(byte == 'y');
    CHECK(InstanceLock::acquire(path).state() == InstanceLock::State::Busy);
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    ::close(ready[0]);
    ::close(ready[1]);
    CHECK(InstanceLock::acquire(path).held());
}

TEST_CASE("instance lock: a folder that cannot exist is Unavailable, with the reason") {
    sudoku::test::TempFolder folder;
    const auto file = folder / "file";
    {
        std::FILE* f = std::fopen(file.c_str(), "w");
        REQUIRE(f);
        std::fclose(f);
    }
    const InstanceLock lock = InstanceLock::acquire(file / "autosave.lock");
    CHECK(lock.state() == InstanceLock::State::Unavailable);
    CHECK_FALSE(lock.problem().empty());
}
