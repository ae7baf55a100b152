#include "cli/signal_cleanup.hpp"

#include <signal.h>
#include <unistd.h>

#include "core/files/part_registry.hpp"

namespace sudoku::cli {

namespace {

void remove_part(const char* path) {
    ::unlink(path);  // async-signal-safe
}

void on_signal(int signal) {
    core::for_each_part(remove_part);
    // SA_RESETHAND restored the default action: raised again, the signal ends the process
    // once this handler returns (it is blocked until then).
    ::raise(signal);
}

}  // namespace

void remove_parts_on_signals() {
    struct sigaction action {};
    action.sa_handler = on_signal;
    action.sa_flags = SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP}) {
        struct sigaction previous {};
        // A signal the caller ignores (nohup, a background job's SIGINT) stays ignored.
        if (::sigaction(signal, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN)
            continue;
        ::sigaction(signal, &action, nullptr);
    }
}

}  // namespace sudoku::cli
