#include "cli/out_of_memory.hpp"

#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

#include "cli/command.hpp"

namespace sudoku::cli {

namespace {

std::atomic<const char*> g_command{"sudoku-cli"};
std::atomic<const char*> g_activity{nullptr};

void put(const char* text) noexcept {
    std::size_t left = std::strlen(text);
    while (left > 0) {
        const ssize_t n = ::write(STDERR_FILENO, text, left);
        if (n <= 0) return;
        text += n;
        left -= static_cast<std::size_t>(n);
    }
}

void on_failed_new() {
    exit_out_of_memory();
}

}  // namespace

void install_out_of_memory_handler(const char* command) {
    g_command = command;
    std::set_new_handler(on_failed_new);
}

void exit_out_of_memory() noexcept {
    // What was already written stays written: a pipeline keeps the answers printed so far.
    std::fflush(stdout);
    const char* activity = g_activity.load();
    put("sudoku-cli: ");
    put(g_command.load());
    put(": out of memory while ");
    if (activity) {
        put(activity);
    } else {
        put("running '");
        put(g_command.load());
        put("'");
    }
    put(" (exit 4; give it more memory or a smaller task)\n");
    std::_Exit(kExitMemory);
}

Doing::Doing(const char* activity) noexcept : m_previous(g_activity.exchange(activity)) {}

Doing::~Doing() {
    g_activity = m_previous;
}

}  // namespace sudoku::cli
