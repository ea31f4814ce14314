"""manastack.rules"""
