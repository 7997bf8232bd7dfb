"""The scoreboard: the scoring now, the majorities, the recorded scorings, the chart, exports."""
