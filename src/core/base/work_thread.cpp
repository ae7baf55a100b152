#include "core/base/work_thread.hpp"

#include <utility>

namespace sudoku::core {

namespace {

const TaskRunner* g_task_runner = nullptr;

}  // namespace

void set_task_runner(const TaskRunner* runner) {
    g_task_runner = runner;
}

bool cooperative_tasks() {
    return g_task_runner != nullptr;
}

void pause_task() {
    if (g_task_runner != nullptr && g_task_runner->pause != nullptr)
        g_task_runner->pause();
    else
        std::this_thread::yield();
}

WorkThread::WorkThread(std::function<void()> work) {
    if (g_task_runner != nullptr)
        m_task = g_task_runner->start(std::move(work));
    else
        m_thread = std::thread(std::move(work));
}

WorkThread::WorkThread(WorkThread&& other) noexcept
    : m_thread(std::move(other.m_thread)), m_task(std::exchange(other.m_task, nullptr)) {}

WorkThread& WorkThread::operator=(WorkThread&& other) noexcept {
    if (this != &other) {
        join();
        m_thread = std::move(other.m_thread);
        m_task = std::exchange(other.m_task, nullptr);
    }
    return *this;
}

void WorkThread::join() {
    if (m_thread.joinable()) m_thread.join();
    if (m_task != nullptr) g_task_runner->finish(std::exchange(m_task, nullptr));
}

}  // namespace sudoku::core
