"""Digitise a whole city from one photo, without Qt."""
