#include "qos/FluidCompletion.h"

#include "qos/MaxMinFairShare.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace schedlab {

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

}  // namespace

FluidCompletion::FluidCompletion(double capacity, Start start, Rates rates)
    : m_capacity(capacity), m_start(start), m_rates(rates)
{
    if (!(capacity >= 0) || !std::isfinite(capacity))
        throw std::invalid_argument("FluidCompletion: capacity must be finite and >= 0, got " + std::to_string(capacity));
}

std::vector<double> FluidCompletion::ratesOf(const std::vector<Task>& tasks, const std::vector<bool>& present) const
{
    std::vector<double> demands, weights;
    std::vector<std::size_t> index;
    for (std::size_t i = 0; i < tasks.size(); ++i) {
        if (!present[i])
            continue;
        index.push_back(i);
        demands.push_back(tasks[i].demand);
        weights.push_back(tasks[i].weight);
    }
    std::vector<double> shared(index.size(), 0.0);
    if (m_rates == Rates::MaxMin) {
        shared = MaxMinFairShare::rates(demands, m_capacity, weights);
    } else {
        double total = 0;
        for (const double phi : weights)
            total += phi;
        for (std::size_t a = 0; a < index.size(); ++a)
            shared[a] = m_capacity * weights[a] / total;
    }
    std::vector<double> rates(tasks.size(), 0.0);
    for (std::size_t a = 0; a < index.size(); ++a)
        rates[index[a]] = shared[a];
    return rates;
}

std::vector<double> FluidCompletion::completionTimes(const std::vector<Task>& tasks) const
{
    const std::size_t n = tasks.size();
    std::vector<double> joins(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const Task& task = tasks[i];
        if (!(task.work >= 0) || !(task.delay >= 0) || !(task.weight > 0) || !std::isfinite(task.work)
            || !std::isfinite(task.delay) || !std::isfinite(task.weight))
            throw std::invalid_argument("FluidCompletion: task " + std::to_string(i)
                                        + " needs finite work >= 0, delay >= 0 and weight > 0");
        joins[i] = m_start == Start::Delta ? task.delay : 0.0;
    }

    std::vector<double> finish(n, kNever);
    std::vector<double> remaining(n);
    std::vector<bool> joined(n, false), present(n, false);
    for (std::size_t i = 0; i < n; ++i)
        remaining[i] = tasks[i].work;

    // Each pass handles the joins and completions at `now` and moves to the
    // next one; every task joins and completes once, so 2n + 1 passes
    // suffice (the bound makes that plain, float or not).
    double now = 0;
    for (std::size_t pass = 0; pass <= 2 * n; ++pass) {
        for (std::size_t i = 0; i < n; ++i) {
            if (!joined[i] && joins[i] <= now) {
                joined[i] = present[i] = true;
            }
            // A task with nothing (left) to do completes on the spot.
            if (present[i] && remaining[i] <= MaxMinFairShare::tolerance(tasks[i].work)) {
                present[i] = false;
                finish[i] = now;
            }
        }
        const std::vector<double> rates = ratesOf(tasks, present);
        double next = kNever;
        for (std::size_t i = 0; i < n; ++i) {
            if (!joined[i])
                next = std::min(next, joins[i]);
            else if (present[i] && rates[i] > 0)
                next = std::min(next, now + remaining[i] / rates[i]);
        }
        // Nothing left to join and nobody runs: the rest never finish.
        if (next == kNever)
            break;
        for (std::size_t i = 0; i < n; ++i) {
            if (!present[i])
                continue;
            // The task(s) that set `next` finish exactly then: computing
            // their remainder by subtraction would leave float dust.
            const double done = rates[i] > 0 ? now + remaining[i] / rates[i] : kNever;
            remaining[i] = done <= next ? 0.0 : remaining[i] - rates[i] * (next - now);
        }
        now = next;
    }
    return finish;
}

}  // namespace schedlab
