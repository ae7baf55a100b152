// per_layout_cached: one value per thread and call site, built again only when another layout
// (or a new one at a reused address) comes in.
#include <doctest/doctest.h>

#include <thread>

#include "core/grid/per_layout_cache.hpp"

#include "sanitized_build.hpp"

using namespace sudoku::core;

namespace {

LayoutPtr make_layout(int size) {
    LayoutSpec spec;
    spec.size = size;
    auto created = Layout::create(std::move(spec));
    REQUIRE(created.ok());
    return std::move(created).value();
}

int g_builds = 0;

// The cell count of the layout, counting how often it was worked out.
const int& cached_cell_count(const LayoutPtr& layout) {
    return per_layout_cached<int>(layout, [](const LayoutPtr& l) {
        ++g_builds;
        return l->cell_count();
    });
}

// A second call site with the same Value type: its own entry.
const int& cached_size(const LayoutPtr& layout) {
    return per_layout_cached<int>(layout, [](const LayoutPtr& l) { return l->size(); });
}

}  // namespace

TEST_CASE("per-layout cache: the same layout reuses its value, another one rebuilds") {
    const LayoutPtr nine = make_layout(9), sixteen = make_layout(16);
    g_builds = 0;
    const int& first = cached_cell_count(nine);
    CHECK(first == 81);
    CHECK(&cached_cell_count(nine) == &first);  // the same object, not built again
    CHECK(g_builds == 1);
    CHECK(cached_cell_count(sixteen) == 256);
    CHECK(g_builds == 2);
    CHECK(cached_cell_count(nine) == 81);  // one entry: back to 9x9 builds again
    CHECK(g_builds == 3);
    // Another call site keeps its own entry, of the same Value type.
    CHECK(cached_size(sixteen) == 16);
    CHECK(cached_cell_count(nine) == 81);
    CHECK(g_builds == 3);
}

TEST_CASE("per-layout cache: a new layout never gets a dead one's value") {
    g_builds = 0;
    int reused_addresses = 0;
    const Layout* previous = nullptr;
    for (int round = 0; round < 20; ++round) {
        // Freed at the end of each round: the next layout often takes the same address.
        const LayoutPtr layout = make_layout(round % 2 == 0 ? 4 : 9);
        reused_addresses += layout.get() == previous;
        previous = layout.get();
        CHECK(cached_cell_count(layout) == layout->cell_count());
    }
    CHECK(g_builds == 20);
    // The case above must really occur; AddressSanitizer holds freed memory back, so not there.
    if (!kSanitizedBuild) CHECK(reused_addresses > 0);
}

TEST_CASE("per-layout cache: each thread has its own entry") {
    const LayoutPtr nine = make_layout(9), four = make_layout(4);
    g_builds = 0;
    CHECK(cached_cell_count(nine) == 81);
    int other_count = 0;
    std::thread([&] { other_count = cached_cell_count(four); }).join();
    CHECK(other_count == 16);
    CHECK(g_builds == 2);
    // The other thread's layout left this thread's entry alone: no third build.
    CHECK(cached_cell_count(nine) == 81);
    CHECK(g_builds == 2);
}
