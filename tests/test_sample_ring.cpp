// The depth plot's bounded history: oldest samples give way, moving back drops the future.
#include <doctest/doctest.h>

#include <vector>

#include "app/support/sample_ring.hpp"

using sudoku::core::SampleRing;

namespace {

std::vector<float> values(const SampleRing& ring) {
    std::vector<float> out;
    ring.copy_values(out);
    return out;
}

}  // namespace

TEST_CASE("sample ring keeps samples in order and drops the oldest when full") {
    SampleRing ring(3);
    CHECK(ring.empty());
    ring.push(1, 1.0f);
    ring.push(2, 2.0f);
    CHECK(values(ring) == std::vector<float>{1.0f, 2.0f});
    ring.push(5, 5.0f);
    ring.push(7, 4.0f);
    CHECK(ring.size() == 3);
    CHECK(values(ring) == std::vector<float>{2.0f, 5.0f, 4.0f});
    CHECK(ring.position(0) == 2);
    CHECK(ring.position(2) == 7);
    CHECK(ring.max_value() == 5.0f);
}

TEST_CASE("sample ring drops the future when the search moves back") {
    SampleRing ring(4);
    for (std::uint64_t p = 10; p <= 60; p += 10)
        ring.push(p, static_cast<float>(p));  // keeps 30, 40, 50, 60
    ring.rewind_to(45);
    CHECK(values(ring) == std::vector<float>{30.0f, 40.0f});
    // A push at a position already covered replaces the stale sample.
    ring.push(40, 7.0f);
    CHECK(values(ring) == std::vector<float>{30.0f, 7.0f});
    ring.push(35, 1.0f);
    CHECK(values(ring) == std::vector<float>{30.0f, 1.0f});
    ring.rewind_to(0);
    CHECK(ring.empty());
    CHECK(ring.max_value() == 0.0f);
    // After wrapping, positions still read oldest first.
    for (std::uint64_t p = 1; p <= 9; ++p)
        ring.push(p, static_cast<float>(p));
    CHECK(values(ring) == std::vector<float>{6.0f, 7.0f, 8.0f, 9.0f});
    ring.clear();
    CHECK(ring.size() == 0);
}

TEST_CASE("sample ring of capacity 0 still holds the newest sample") {
    SampleRing ring(0);
    CHECK(ring.capacity() == 1);
    ring.push(1, 3.0f);
    ring.push(2, 4.0f);
    CHECK(values(ring) == std::vector<float>{4.0f});
}
