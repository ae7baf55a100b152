#include "platform/quit_signals.hpp"

#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>

#include <GLFW/glfw3.h>

namespace sudoku::platform {

namespace {

constexpr int kSignals[] = {SIGTERM, SIGINT, SIGHUP};

volatile std::sig_atomic_t g_received = 0;
std::atomic<int> g_wake_fd{-1};  // the pipe's write end, once the watcher runs

extern "C" void on_quit_signal(int signal) {
    const int saved = errno;
    g_received = signal;
    // A second signal ends the game at once, should quitting itself hang.
    std::signal(signal, SIG_DFL);
    const int fd = g_wake_fd.load(std::memory_order_relaxed);
    if (fd >= 0) {
        const char byte = 1;
        (void)!::write(fd, &byte, 1);
    }
    errno = saved;
}

std::function<void()>& display_lost_action() {
    static std::function<void()> action;
    return action;
}

// Xlib's I/O error handler: the connection is gone, and Xlib exits the process when this
// returns, so the autosave is written here and the process ends here.
extern "C" int on_x_io_error(void* /*display*/) {
    std::fputs("sudoku-lab: the connection to the display was lost\n", stderr);
    if (auto& action = display_lost_action()) action();
    std::fflush(stderr);
    ::_exit(1);
}

// Xlib is loaded by GLFW; found at run time, so the game links no X library itself (and a
// GLFW built for Wayland only just has no handler).
using IoErrorHandler = int (*)(void*);
using SetIoErrorHandler = IoErrorHandler (*)(IoErrorHandler);

SetIoErrorHandler find_set_io_error_handler() {
    return reinterpret_cast<SetIoErrorHandler>(::dlsym(RTLD_DEFAULT, "XSetIOErrorHandler"));
}

}  // namespace

QuitSignals::~QuitSignals() {
    for (const int signal : kSignals)
        std::signal(signal, SIG_DFL);
    if (m_watcher.joinable()) {
        g_wake_fd.store(-1);
        const char stop = 0;
        (void)!::write(m_pipe[1], &stop, 1);
        m_watcher.join();
    }
    for (const int fd : m_pipe)
        if (fd >= 0) ::close(fd);
}

void QuitSignals::install() {
    struct sigaction action {};
    action.sa_handler = on_quit_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : kSignals)
        ::sigaction(signal, &action, nullptr);
    // --write-board to a pipe whose reader left must fail as an error, not end the game.
    std::signal(SIGPIPE, SIG_IGN);
}

void QuitSignals::start_waking() {
    if (m_watcher.joinable() || ::pipe2(m_pipe, O_CLOEXEC) != 0) return;
    const int read_end = m_pipe[0];
    m_watcher = std::thread([read_end] {
        char byte = 0;
        for (;;) {
            const ssize_t n = ::read(read_end, &byte, 1);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0 || byte == 0) return;
            glfwPostEmptyEvent();
        }
    });
    g_wake_fd.store(m_pipe[1]);
    // A signal that came before the watcher ran has nobody to wake: the loop polls it anyway.
    if (g_received != 0) glfwPostEmptyEvent();
}

int QuitSignals::received() {
    return g_received;
}

void QuitSignals::on_display_lost(std::function<void()> last_words) {
    display_lost_action() = std::move(last_words);
    const SetIoErrorHandler set = find_set_io_error_handler();
    if (set == nullptr) return;
    set(display_lost_action() ? on_x_io_error : nullptr);
}

}  // namespace sudoku::platform
